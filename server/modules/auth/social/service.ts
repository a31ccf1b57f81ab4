import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { communities, socialHandoffs, socialIdentities, users } from '../../../db/schema';
import { hashToken } from '../../identity/session-store';
import type { AuthContext } from '../context';
import { findUserByEmail, insertUserWithAccount } from '../queries';
import { copyAvatar } from './avatar';
import type { SocialClaims } from './oidc';

const HANDOFF_TTL_MS = 2 * 60_000;

async function freeUsername(db: Database, claims: SocialClaims): Promise<string> {
  const seed = claims.preferredUsername ?? claims.email?.split('@')[0] ?? 'jugador';
  const base = (seed.replace(/[^A-Za-z0-9._-]/g, '').slice(0, 32) || 'jugador').padEnd(3, '0');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = attempt === 0 ? base : `${base}${randomBytes(2).readUInt16BE(0)}`;
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.username})`, candidate.toLowerCase())).limit(1);
    if (!taken) return candidate;
  }
  return `${base.slice(0, 24)}${randomBytes(6).toString('hex')}`;
}

/**
 * The user behind a provider identity: already linked, else linked by an email the provider has verified,
 * else created with a first account. An unverified email never links to an existing user (that would let
 * anyone who types someone's address at a provider take over their account).
 */
export async function findOrCreateSocialUser(ctx: AuthContext, provider: string, claims: SocialClaims, communityId: number | null): Promise<number> {
  const [linked] = await ctx.db
    .select({ userId: socialIdentities.userId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, claims.subject)))
    .limit(1);
  if (linked) return linked.userId;
  if (!claims.email) throw new Error('the provider shared no email');
  const existing = await findUserByEmail(ctx.db, claims.email);
  let userId: number;
  if (existing) {
    if (!claims.emailVerified) throw new Error('an unverified email matches an existing user');
    userId = existing.id;
    if (!existing.emailVerifiedAt) await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
  } else {
    const username = await freeUsername(ctx.db, claims);
    const [community] = communityId ? await ctx.db.select({ id: communities.id }).from(communities).where(eq(communities.id, communityId)).limit(1) : [];
    userId = await insertUserWithAccount(ctx.db, {
      username,
      email: claims.email,
      passwordHash: null,
      fullName: claims.name ?? username,
      avatar: await copyAvatar(ctx.config, claims.picture),
      emailVerifiedAt: claims.emailVerified ? new Date() : null,
      communityId: community?.id ?? null,
    });
  }
  await ctx.db.insert(socialIdentities).values({ provider, subject: claims.subject, userId }).onConflictDoNothing();
  return userId;
}

export async function createHandoff(db: Database, userId: number): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.insert(socialHandoffs).values({ codeHash: hashToken(code), userId, expiresAt: new Date(Date.now() + HANDOFF_TTL_MS) });
  return code;
}

/** Redeems the callback's handoff once, within two minutes. */
export async function consumeHandoff(db: Database, code: string | undefined): Promise<number | null> {
  if (!code || !/^[A-Za-z0-9_-]{43}$/.test(code)) return null;
  const [row] = await db
    .update(socialHandoffs)
    .set({ usedAt: new Date() })
    .where(and(eq(socialHandoffs.codeHash, hashToken(code)), isNull(socialHandoffs.usedAt), gt(socialHandoffs.expiresAt, new Date())))
    .returning({ userId: socialHandoffs.userId });
  return row?.userId ?? null;
}

