import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SCOREKEEPER_MESSAGES, type ScorekeeperLink, type ScorekeeperLinkCreated, type ScorekeeperLinkInput } from '@domain/contract';
import type { Database } from '../../db/client';
import { matches, phases, scorekeeperLinks, valids } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { assertOwner } from '../../plugins/auth';
import { matchWithPhase } from '../draws/queries';

export type LinkRow = typeof scorekeeperLinks.$inferSelect;

/** Only this digest of a link's token is stored; the token is shown to its owner once. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

export const toLinkView = (row: LinkRow): ScorekeeperLink => ({
  id: row.id,
  validId: row.validId,
  name: row.name,
  scope: row.matchId !== null ? 'match' : row.phaseId !== null ? 'phase' : 'court',
  matchId: row.matchId,
  phaseId: row.phaseId,
  court: row.court,
  expiresAt: row.expiresAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The tournament's owner and last day, after checking the caller owns it. */
async function ownedValid(db: Database, request: FastifyRequest, validId: number) {
  const [valid] = await db.select({ owner: valids.createdByAccountId, endDate: valids.endDate }).from(valids).where(eq(valids.id, validId)).limit(1);
  if (!valid) throw notFound();
  assertOwner(request, valid.owner);
  return valid;
}

/** The scope named must belong to the tournament: its match, its phase, or a court some match of it is played on. */
async function checkScope(db: Database, request: FastifyRequest, input: ScorekeeperLinkInput): Promise<void> {
  const locale = requestLocale(request);
  if (input.scope === 'match' && input.matchId !== undefined) {
    const found = await matchWithPhase(db, input.matchId);
    if (found?.phase.validId !== input.validId) throw badRequest('body.matchId', SCOREKEEPER_MESSAGES.noMatch[locale]);
  } else if (input.scope === 'phase' && input.phaseId !== undefined) {
    const [phase] = await db.select({ id: phases.id }).from(phases).where(and(eq(phases.id, input.phaseId), eq(phases.validId, input.validId))).limit(1);
    if (!phase) throw badRequest('body.phaseId', SCOREKEEPER_MESSAGES.noMatch[locale]);
  } else if (input.scope === 'court' && input.court) {
    const [played] = await db
      .select({ id: matches.id })
      .from(matches)
      .innerJoin(phases, eq(phases.id, matches.phaseId))
      .where(and(eq(phases.validId, input.validId), eq(matches.court, input.court)))
      .limit(1);
    if (!played) throw badRequest('body.court', SCOREKEEPER_MESSAGES.noCourt[locale]);
  }
}

/** A new link for the tournament's owner; without an expiry it ends with the tournament's last day (UTC). */
export async function createLink(db: Database, request: FastifyRequest, input: ScorekeeperLinkInput, accountId: number): Promise<ScorekeeperLinkCreated> {
  const valid = await ownedValid(db, request, input.validId);
  await checkScope(db, request, input);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : new Date(`${valid.endDate}T23:59:59.999Z`);
  const [row] = await db
    .insert(scorekeeperLinks)
    .values({
      validId: input.validId,
      name: input.name,
      matchId: input.scope === 'match' ? (input.matchId ?? null) : null,
      phaseId: input.scope === 'phase' ? (input.phaseId ?? null) : null,
      court: input.scope === 'court' ? (input.court ?? null) : null,
      tokenHash: tokenDigest(token),
      expiresAt,
      createdByAccountId: accountId,
    })
    .returning();
  if (!row) throw notFound();
  return { ...toLinkView(row), token };
}

export async function listLinks(db: Database, request: FastifyRequest, validId: number): Promise<ScorekeeperLink[]> {
  await ownedValid(db, request, validId);
  const rows = await db.select().from(scorekeeperLinks).where(eq(scorekeeperLinks.validId, validId)).orderBy(desc(scorekeeperLinks.id));
  return rows.map(toLinkView);
}

/** Revokes a link for good (a second revocation changes nothing); its holder is refused from the next request on. */
export async function revokeLink(db: Database, request: FastifyRequest, id: number): Promise<ScorekeeperLink> {
  const [link] = await db.select().from(scorekeeperLinks).where(eq(scorekeeperLinks.id, id)).limit(1);
  if (!link) throw notFound();
  await ownedValid(db, request, link.validId);
  const [row] = await db
    .update(scorekeeperLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(scorekeeperLinks.id, id), isNull(scorekeeperLinks.revokedAt)))
    .returning();
  return toLinkView(row ?? link);
}
