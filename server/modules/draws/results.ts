import type { FastifyRequest } from 'fastify';
import { recordKnockoutResult, recordMatchResult, tallyResult, type MatchResult, type Refusal } from '@domain/engine';
import type { Locale } from '@domain/catalog';
import { ERROR_CODES, ERROR_MESSAGES, errorMessage, validationMessage, type MatchResultUpdate } from '@domain/contract';
import { STATUS, statusAccepts } from '@domain/machines';
import type { Database } from '../../db/client';
import { ApiError, conflict, notFound, refused } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { requireAuth } from '../../plugins/auth';
import { EDITABLE_STATUSES } from '../valids/service';
import { bracketOf, sportRules, toEngineMatch } from './engine';
import type { ResultAuthor } from './history';
import { encounterLineup } from './lineup';
import { drawOfPhase, lockedPhaseContext, matchRow, matchRows, matchWithPhase, toMatchView, type Db, type MatchRow, type PhaseContext, type Tx } from './queries';
import { dependentPlayed, DependentPlayed, StaleWrite, writeChange, type Change, type Move } from './result-write';
import { assertPhaseWritable } from './service';

/** Refusals about the state of the draw are conflicts; the rest are results the sport does not allow. */
const CONFLICTS = new Set(['matchNotReady', 'dependentMatchPlayed', 'matchNotFound']);
const refusal = (locale: Locale, outcome: Refusal, current?: MatchRow) =>
  refused(CONFLICTS.has(outcome.code) ? 409 : 422, outcome, locale, current ? { version: current.version, match: toMatchView(current) } : undefined);

/** 409 carrying the match as it is now (score and version), so the caller sees what it would overwrite. */
export async function staleMatch(db: Db, locale: Locale, id: number): Promise<ApiError> {
  const current = await matchRow(db, id);
  if (!current) return notFound();
  return new ApiError(409, ERROR_CODES.conflict, null, errorMessage('staleVersion', locale), undefined, { version: current.version, match: toMatchView(current) });
}

/**
 * Whether the phase, as locked, takes a result: its tournament still on, the phase started (or paused) as the
 * status machine says. A phase not started yet answers with its version and status, so the caller can start it.
 */
function assertAcceptsResult(locale: Locale, phase: PhaseContext): void {
  if (!EDITABLE_STATUSES.includes(phase.validStatusId)) throw conflict(validationMessage('statusLocked', locale));
  if (statusAccepts(phase.statusId, 'result')) return;
  if (phase.statusId !== STATUS.notStarted) throw conflict(errorMessage('phaseLocked', locale));
  throw refused(409, { code: 'phaseNotStarted', message: ERROR_MESSAGES.phaseNotStarted }, locale, { version: phase.version, statusId: phase.statusId });
}

/** Each side of a later match the engine fills differently from its row: the moves of this result. */
function movesOf(rows: MatchRow[], match: MatchRow, next: Map<string, { home: unknown; away: unknown }>): Move[] {
  const entry = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return rows.flatMap((row) => {
    const after = next.get(row.code);
    if (!after || row.id === match.id) return [];
    const sides: Move[] = [];
    if (entry(after.home) !== row.homeId) sides.push({ id: row.id, side: 'home', entryId: entry(after.home) });
    if (entry(after.away) !== row.awayId) sides.push({ id: row.id, side: 'away', entryId: entry(after.away) });
    return sides;
  });
}

/** What the engine makes of the result, from the draw and matches as the transaction sees them. */
async function decide(tx: Tx, locale: Locale, match: MatchRow, result: MatchResult, rules: ReturnType<typeof sportRules>): Promise<Change> {
  if (match.groupId !== null) {
    const recorded = recordMatchResult(toEngineMatch(match), result, { ...rules, knockout: false });
    if (!recorded.ok) throw refusal(locale, recorded, match);
    const winner = tallyResult(rules, result).winner;
    return { result, winnerId: winner === null ? null : winner === 'home' ? match.homeId : match.awayId, moves: [] };
  }
  const [draw, rows] = await Promise.all([drawOfPhase(tx, match.phaseId), matchRows(tx, { phaseId: match.phaseId })]);
  if (!draw) throw notFound();
  const outcome = recordKnockoutResult(bracketOf(draw.options, draw.seed, rows), match.code, result, rules);
  if (!outcome.ok) throw refusal(locale, outcome, match);
  const next = new Map(outcome.value.matches.map((m) => [m.id, m]));
  const winner = next.get(match.code)?.winner ?? null;
  return { result, winnerId: winner === null ? null : Number(winner), moves: movesOf(rows, match, next) };
}

/**
 * Enters or corrects a match result. The engine validates it for the phase's sport; a knockout winner (and a
 * semifinal loser) moves on at once, and a correction re-routes them while the next match is unplayed.
 */
export async function saveResult(db: Database, request: FastifyRequest, id: number, input: MatchResultUpdate): Promise<MatchRow> {
  const { accountId, userId, apiKey } = requireAuth(request);
  const found = await matchWithPhase(db, id);
  if (!found) throw notFound();
  assertPhaseWritable(request, found.phase);
  return recordResult(db, requestLocale(request), found.match, input, { accountId, userId, apiKeyId: apiKey?.id ?? null });
}

/**
 * Scores a match on the version the caller read, in one transaction that holds its phase: the phase's status, the
 * match, the draw and the bracket are read under the lock, so knockout results of one phase take turns and each
 * decides from what the one before wrote (group results hold the phase shared: they move nobody). The result, the entries it moves on, its history line and its event are written
 * together. Refusals are worded in `locale`.
 */
export async function recordResult(db: Db, locale: Locale, match: Pick<MatchRow, 'id' | 'phaseId' | 'groupId'>, input: MatchResultUpdate, author: ResultAuthor): Promise<MatchRow> {
  return db.transaction(async (tx) => {
    // A group result moves nobody: it shares the phase with other group results and excludes only what changes the
    // phase itself. A match never changes group (a redraw replaces the rows, and the read below then finds none).
    const phase = await lockedPhaseContext(tx, match.phaseId, match.groupId === null ? 'update' : 'share');
    if (!phase) throw notFound();
    assertAcceptsResult(locale, phase);
    const current = await matchRow(tx, match.id);
    // A redraw that went first replaced the phase's matches.
    if (!current) throw notFound();
    if (current.version !== input.version) throw await staleMatch(tx, locale, match.id);
    const lineup = await encounterLineup(tx, phase, current, input.result, input.lineup);
    if (!lineup.ok) throw refusal(locale, lineup, current);
    const change = await decide(tx, locale, current, input.result, sportRules(phase.sportId, phase.configuration));
    try {
      return await writeChange(tx, current, author, { ...change, lineup: lineup.value }, input.reason);
    } catch (error) {
      // The lock rules both out between result writers; a calendar or event edit may still bump the version.
      if (error instanceof StaleWrite) throw await staleMatch(tx, locale, match.id);
      if (error instanceof DependentPlayed) throw refusal(locale, dependentPlayed(), current);
      throw error;
    }
  });
}
