import { randomBytes } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import { FOLLOW_MAIL_KINDS, UNSUBSCRIBE_SCOPES, type FollowMailInput, type FollowMailKind, type FollowMailSettings, type UnsubscribeScope } from '@domain/contract';
import type { Locale } from '@domain/catalog';
import type { Database } from '../../db/client';
import { followMailSettings } from '../../db/schema';
import { staleNow } from '../../lib/owned-records';

type SettingsRow = typeof followMailSettings.$inferSelect;

/** Nothing comes by mail until the user asks for it. */
const NONE: FollowMailSettings = { upcoming: false, results: false, rankings: false, version: 0 };

const view = (row: SettingsRow | undefined): FollowMailSettings =>
  row ? { upcoming: row.upcoming, results: row.results, rankings: row.rankings, version: row.version } : NONE;

export async function mailSettingsOf(db: Database, userId: number): Promise<FollowMailSettings> {
  const [row] = await db.select().from(followMailSettings).where(eq(followMailSettings.userId, userId));
  return view(row);
}

/**
 * Saves the choice on the version read: 0 creates the row (someone else creating it first is a stale read), any
 * other version updates it only if it is still that one. The language of the request becomes the mails' language.
 */
export async function saveMailSettings(db: Database, userId: number, input: FollowMailInput, locale: Locale): Promise<FollowMailSettings> {
  const choice = { upcoming: input.upcoming, results: input.results, rankings: input.rankings, locale };
  const [row] =
    input.version === 0
      ? await db
          .insert(followMailSettings)
          .values({ userId, ...choice, unsubscribeKey: randomBytes(24).toString('base64url') })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(followMailSettings)
          .set({ ...choice, version: sql`${followMailSettings.version} + 1`, updatedAt: new Date() })
          .where(and(eq(followMailSettings.userId, userId), eq(followMailSettings.version, input.version)))
          .returning();
  if (!row) throw await staleNow(async () => (await db.select({ version: followMailSettings.version }).from(followMailSettings).where(eq(followMailSettings.userId, userId)).limit(1))[0] ?? { version: 0 });
  return view(row);
}

/** An unsubscribe token: the user's key and what the link turns off, `<key>.<scope>`. */
const TOKEN = /^([A-Za-z0-9_-]{32})\.([a-z]+)$/;
const isScope = (value: string): value is UnsubscribeScope => UNSUBSCRIBE_SCOPES.some((scope) => scope === value);

export const unsubscribeToken = (key: string, scope: UnsubscribeScope): string => `${key}.${scope}`;

function readToken(token: string): { key: string; scope: UnsubscribeScope } | null {
  const [, key, scope] = TOKEN.exec(token) ?? [];
  return key && scope && isScope(scope) ? { key, scope } : null;
}

export interface Unsubscription {
  scope: UnsubscribeScope;
  locale: Locale;
}

/** What a link would turn off, and the language its page speaks; null for a token that names no one. */
export async function unsubscriptionOf(db: Database, token: string): Promise<Unsubscription | null> {
  const read = readToken(token);
  if (!read) return null;
  const [row] = await db.select({ locale: followMailSettings.locale }).from(followMailSettings).where(eq(followMailSettings.unsubscribeKey, read.key));
  return row ? { scope: read.scope, locale: row.locale } : null;
}

/** Turns off what the link names; using it again changes nothing more. Null for a token that names no one. */
export async function unsubscribe(db: Database, token: string): Promise<Unsubscription | null> {
  const read = readToken(token);
  if (!read) return null;
  const kinds: FollowMailKind[] = read.scope === 'all' ? [...FOLLOW_MAIL_KINDS] : [read.scope];
  const [row] = await db
    .update(followMailSettings)
    .set({ ...Object.fromEntries(kinds.map((kind) => [kind, false])), version: sql`${followMailSettings.version} + 1`, updatedAt: new Date() })
    .where(and(eq(followMailSettings.unsubscribeKey, read.key), or(...kinds.map((kind) => eq(followMailSettings[kind], true)))))
    .returning({ locale: followMailSettings.locale });
  // Nothing left to turn off (a second click, or a mail program and the reader both): the same answer.
  return row ? { scope: read.scope, locale: row.locale } : unsubscriptionOf(db, token);
}
