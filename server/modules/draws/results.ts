import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordKnockoutResult, recordMatchResult, refuse, tallyResult, type MatchResult, type Refusal } from '@domain/engine';
import type { Locale } from '@domain/catalog';
import { ERROR_CODES, errorMessage, type MatchResultUpdate } from '@domain/contract';
import type { Database } from '../../db/client';
import { matches, outbox } from '../../db/schema';
import { ApiError, notFound, refused } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { requireAuth } from '../../plugins/auth';
import { OUTBOX_TYPES, recordEvent } from '../outbox/service';
import { bracketOf, sportRules, toEngineMatch } from './engine';
import { drawOfPhase, matchRow, matchRows, matchWithPhase, toMatchView, type MatchRow, type PhaseContext, type Tx } from './queries';
import { assertPhaseWritable } from './service';

/** Refusals about the state of the draw are conflicts; the rest are results the sport does not allow. */
const CONFLICTS = new Set(['matchNotReady', 'dependentMatchPlayed', 'matchNotFound']);
const refusal = (locale: Locale, outcome: Refusal, current?: MatchRow) =>
  refused(CONFLICTS.has(outcome.code) ? 409 : 422, outcome, locale, current ? { version: current.version, match: toMatchView(current) } : undefined);

/** 409 carrying the match as it is now (score and version), so the caller sees what it would overwrite. */
export async function staleMatch(db: Database, locale: Locale, id: number): Promise<ApiError> {
  const current = await matchRow(db, id);
  if (!current) return notFound();
  return new ApiError(409, ERROR_CODES.conflict, null, errorMessage('staleVersion', locale), undefined, { version: current.version, match: toMatchView(current) });
}

class StaleWrite extends Error {}

interface Change {
  result: MatchResult;
  winnerId: number | null;
  /** Entries the result moves into later matches (knockouts), by match id. */
  moves: Array<{ id: number; homeId: number | null; awayId: number | null }>;
}

const resultSavedEvent = (saved: MatchRow) => ({
  topic: `phase:${saved.phaseId}`,
  type: OUTBOX_TYPES.resultSaved,
  payload: { matchId: saved.id, phaseId: saved.phaseId, version: saved.version },
  dedupeKey: `${OUTBOX_TYPES.resultSaved}:${saved.id}:${saved.version}`,
});

/**
 * A result that moves nobody (a group match, a final) in one statement: the conditional update and its outbox
 * row together in one CTE are atomic without a transaction, which saves three round trips on every result.
 */
async function writeAlone(db: Database, match: MatchRow, version: number, accountId: number, change: Change): Promise<MatchRow> {
  const event = resultSavedEvent({ ...match, version: version + 1 });
  const answer = await db.execute(sql`with saved as (
      update ${matches} set result = ${JSON.stringify(change.result)}::jsonb, winner_id = ${change.winnerId}, status = 'played',
        version = version + 1, updated_at = now(), updated_by_account_id = ${accountId}
      where id = ${match.id} and version = ${version}
      returning id, updated_at
    ), event as (
      insert into ${outbox} (topic, type, payload, dedupe_key)
      select ${event.topic}, ${event.type}, ${JSON.stringify(event.payload)}::jsonb, ${event.dedupeKey} from saved
      on conflict (dedupe_key) do nothing
    )
    select updated_at as "updatedAt" from saved`);
  const rows = Array.isArray(answer) ? answer : (answer as { rows: Array<{ updatedAt: Date | string }> }).rows;
  const [saved] = rows;
  if (!saved) throw new StaleWrite();
  const updatedAt = new Date(saved.updatedAt);
  return { ...match, result: change.result, winnerId: change.winnerId, status: 'played', version: version + 1, updatedAt, updatedByAccountId: accountId };
}

/** Writes the result only on the version the caller read, and each move only into a match still unplayed. */
async function writeChange(tx: Tx, match: MatchRow, version: number, accountId: number, change: Change): Promise<MatchRow> {
  const [saved] = await tx
    .update(matches)
    .set({ result: change.result, winnerId: change.winnerId, status: 'played', version: sql`${matches.version} + 1`, updatedAt: new Date(), updatedByAccountId: accountId })
    .where(and(eq(matches.id, match.id), eq(matches.version, version)))
    .returning();
  if (!saved) throw new StaleWrite();
  for (const move of change.moves) {
    const [moved] = await tx
      .update(matches)
      .set({ homeId: move.homeId, awayId: move.awayId, version: sql`${matches.version} + 1`, updatedAt: new Date() })
      .where(and(eq(matches.id, move.id), isNull(matches.result)))
      .returning({ id: matches.id });
    if (!moved) throw new StaleWrite();
  }
  await recordEvent(tx, resultSavedEvent(saved));
  return saved;
}

/** What the engine makes of the result: validated for the sport, and in a knockout the entries it moves on. */
async function decide(db: Database, locale: Locale, match: MatchRow, result: MatchResult, rules: ReturnType<typeof sportRules>): Promise<Change> {
  if (match.groupId !== null) {
    const recorded = recordMatchResult(toEngineMatch(match), result, { ...rules, knockout: false });
    if (!recorded.ok) throw refusal(locale, recorded, match);
    const winner = tallyResult(rules, result).winner;
    return { result, winnerId: winner === null ? null : winner === 'home' ? match.homeId : match.awayId, moves: [] };
  }
  const [draw, rows] = await Promise.all([drawOfPhase(db, match.phaseId), matchRows(db, { phaseId: match.phaseId })]);
  if (!draw) throw notFound();
  const outcome = recordKnockoutResult(bracketOf(draw.options, draw.seed, rows), match.code, result, rules);
  if (!outcome.ok) throw refusal(locale, outcome, match);
  const byCode = new Map(outcome.value.matches.map((m) => [m.id, m]));
  const moves = rows.flatMap((row) => {
    const next = byCode.get(row.code);
    if (!next || row.id === match.id || (next.home === row.homeId && next.away === row.awayId)) return [];
    return [{ id: row.id, homeId: next.home === null ? null : Number(next.home), awayId: next.away === null ? null : Number(next.away) }];
  });
  const winner = byCode.get(match.code)?.winner ?? null;
  return { result, winnerId: winner === null ? null : Number(winner), moves };
}

/**
 * Enters or corrects a match result. The engine validates it for the phase's sport; a knockout winner (and a
 * semifinal loser) moves on at once, and a correction re-routes them while the next match is unplayed.
 */
export async function saveResult(db: Database, request: FastifyRequest, id: number, input: MatchResultUpdate): Promise<MatchRow> {
  const { accountId } = requireAuth(request);
  const found = await matchWithPhase(db, id);
  if (!found) throw notFound();
  const { match } = found;
  const phase = assertPhaseWritable(request, found.phase);
  if (input.version !== match.version) throw await staleMatch(db, requestLocale(request), id);
  return recordResult(db, requestLocale(request), match, phase, input, accountId);
}

/**
 * Scores a match of a phase the caller may write, on the version it read: validated by the engine, winners moved
 * on in a knockout, the result and its event written together. Refusals are worded in `locale`.
 */
export async function recordResult(db: Database, locale: Locale, match: MatchRow, phase: PhaseContext, input: MatchResultUpdate, accountId: number): Promise<MatchRow> {
  const rules = sportRules(phase.sportId, phase.configuration);
  const change = await decide(db, locale, match, input.result, rules);
  try {
    if (change.moves.length === 0) return await writeAlone(db, match, input.version, accountId, change);
    return await db.transaction((tx) => writeChange(tx, match, input.version, accountId, change));
  } catch (error) {
    if (!(error instanceof StaleWrite)) throw error;
    // Either this match changed meanwhile, or a match the winner moves into was played meanwhile.
    const current = await matchRow(db, match.id);
    if (current && current.version === input.version) throw refusal(locale, refuse('dependentMatchPlayed'), current);
    throw await staleMatch(db, locale, match.id);
  }
}
