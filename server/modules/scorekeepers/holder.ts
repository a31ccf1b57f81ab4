import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@domain/catalog';
import { ERROR_CODES, SCOREKEEPER_HEADER, SCOREKEEPER_MESSAGES, type MatchView, type ScorekeeperMatch, type ScorekeeperMessageKey, type ScorekeeperResultInput, type ScorekeeperScopeView } from '@domain/contract';
import type { Database } from '../../db/client';
import { matches, phases, scorekeeperLinks, scorekeeperSaves, valids } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import type { AttemptLimiter } from '../identity/attempt-limiter';
import { sideOfEntry } from '../draws/event-queries';
import { sportRules } from '../draws/engine';
import { matchWithPhase, toMatchView, type MatchRow, type PhaseContext } from '../draws/queries';
import { recordResult } from '../draws/results';
import { toLinkView, tokenDigest, type LinkRow } from './links';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
const ATTEMPTS = 'scorekeeper';

const refusal = (status: number, code: string, key: ScorekeeperMessageKey, locale: Locale) => new ApiError(status, code, null, SCOREKEEPER_MESSAGES[key][locale], undefined, undefined, key);

/**
 * The link a request carries in its header: 404 for a token no link has (each such attempt counts against the
 * address, which is refused with 429 after too many), 410 once revoked or expired.
 */
export async function linkOfRequest(db: Database, request: FastifyRequest, limiter: AttemptLimiter): Promise<LinkRow> {
  const locale = requestLocale(request);
  const header = request.headers[SCOREKEEPER_HEADER];
  const token = typeof header === 'string' && TOKEN.test(header) ? header : null;
  if (await limiter.isBlocked(ATTEMPTS, '', request.ip)) throw new ApiError(429, ERROR_CODES.rateLimited, 'tooManyAttempts');
  const [link] = token ? await db.select().from(scorekeeperLinks).where(eq(scorekeeperLinks.tokenHash, tokenDigest(token))).limit(1) : [];
  if (!link) {
    await limiter.recordFailure(ATTEMPTS, '', request.ip);
    throw refusal(404, ERROR_CODES.notFound, 'unknown', locale);
  }
  refuseEnded(link, locale);
  return link;
}

/** 410 for a link that was revoked or has expired. */
function refuseEnded(link: Pick<LinkRow, 'revokedAt' | 'expiresAt'>, locale: Locale): void {
  if (link.revokedAt) throw refusal(410, ERROR_CODES.forbidden, 'revoked', locale);
  if (link.expiresAt.getTime() <= Date.now()) throw refusal(410, ERROR_CODES.forbidden, 'expired', locale);
}

/** Whether the match lies in the link's scope: the tournament, then its match, phase or court. */
export function covers(link: LinkRow, match: MatchRow, phase: PhaseContext): boolean {
  if (phase.validId !== link.validId) return false;
  const scope = toLinkView(link).scope;
  if (scope === 'match') return match.id === link.matchId;
  if (scope === 'phase') return match.phaseId === link.phaseId;
  return match.court !== null && match.court === link.court;
}

/** The match a save names, in the link's scope (403 otherwise, 404 when it does not exist). */
export async function matchInScope(db: Database, link: LinkRow, locale: Locale, matchId: number) {
  const found = await matchWithPhase(db, matchId);
  if (!found) throw notFound();
  if (!covers(link, found.match, found.phase)) throw refusal(403, ERROR_CODES.forbidden, 'outOfScope', locale);
  return found;
}

const name = (side: Awaited<ReturnType<typeof sideOfEntry>>) => (side ? `${side.person.firstName} ${side.person.lastName}`.trim() : null);

/** What the link opens: its matches in order of play (unscheduled ones last), with names and each sport's rules. */
export async function scopeOf(db: Database, link: LinkRow): Promise<ScorekeeperScopeView> {
  const view = toLinkView(link);
  const where: SQL[] = [eq(phases.validId, link.validId)];
  if (view.scope === 'match') where.push(eq(matches.id, link.matchId ?? 0));
  else if (view.scope === 'phase') where.push(eq(matches.phaseId, link.phaseId ?? 0));
  else where.push(eq(matches.court, link.court ?? ''));
  const rows = await db
    .select({ match: matches, phaseName: phases.name, configuration: phases.configuration, sportId: valids.sportId, tournament: valids.name })
    .from(matches)
    .innerJoin(phases, eq(phases.id, matches.phaseId))
    .innerJoin(valids, eq(valids.id, phases.validId))
    .where(and(...where))
    .orderBy(sql`${matches.scheduledAt} asc nulls last`, asc(phases.order), asc(matches.round), asc(matches.position));
  const [valid] = rows.length > 0 ? [] : await db.select({ name: valids.name }).from(valids).where(eq(valids.id, link.validId)).limit(1);
  const items = await Promise.all(
    rows.map(async (row): Promise<ScorekeeperMatch> => {
      const [home, away] = await Promise.all([row.match.homeId, row.match.awayId].map((id) => (id === null ? null : sideOfEntry(db, id))));
      return {
        match: toMatchView(row.match),
        homeName: name(home ?? null),
        awayName: name(away ?? null),
        phaseName: row.phaseName,
        court: row.match.court,
        scheduledAt: row.match.scheduledAt?.toISOString() ?? null,
        rules: { ...sportRules(row.sportId, row.configuration), knockout: row.match.groupId === null },
      };
    }),
  );
  return { name: link.name, scope: view.scope, tournament: rows[0]?.tournament ?? valid?.name ?? '', expiresAt: view.expiresAt, matches: items };
}

/**
 * Saves a result through a link with the same service as the owner's saves (engine rules, versions, history).
 * The device's key is claimed first in the save's transaction: a second save with the key waits for the first,
 * then finds it and answers what it answered; a save that fails leaves the key free for its retry. The link's row is
 * held (shared) for the transaction and checked again: a revocation either waits for the save or, committed first,
 * refuses it; no save is written through a link after its revocation.
 */
export async function saveThroughLink(db: Database, request: FastifyRequest, link: LinkRow, matchId: number, input: ScorekeeperResultInput): Promise<{ match: MatchView; replayed: boolean }> {
  const locale = requestLocale(request);
  const { match, phase } = await matchInScope(db, link, locale, matchId);
  if (phase.ownerAccountId === null) throw notFound();
  const author = { userId: null, accountId: phase.ownerAccountId, keeperName: link.name };
  return db.transaction(async (tx) => {
    const [held] = await tx.select({ revokedAt: scorekeeperLinks.revokedAt, expiresAt: scorekeeperLinks.expiresAt }).from(scorekeeperLinks).where(eq(scorekeeperLinks.id, link.id)).for('share');
    if (!held) throw refusal(404, ERROR_CODES.notFound, 'unknown', locale);
    refuseEnded(held, locale);
    const [claimed] = await tx.insert(scorekeeperSaves).values({ key: input.idempotencyKey, linkId: link.id, matchId }).onConflictDoNothing().returning({ key: scorekeeperSaves.key });
    if (!claimed) {
      const [earlier] = await tx.select().from(scorekeeperSaves).where(eq(scorekeeperSaves.key, input.idempotencyKey)).limit(1);
      if (!earlier?.response || earlier.linkId !== link.id || earlier.matchId !== matchId) throw new ApiError(409, ERROR_CODES.conflict, 'conflict');
      return { match: earlier.response, replayed: true };
    }
    const saved = toMatchView(await recordResult(tx, locale, match, { version: input.version, result: input.result, reason: input.reason }, author));
    await tx.update(scorekeeperSaves).set({ response: saved }).where(eq(scorekeeperSaves.key, input.idempotencyKey));
    return { match: saved, replayed: false };
  });
}
