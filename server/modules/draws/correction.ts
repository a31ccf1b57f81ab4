import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { bracketRoundName, correctKnockoutResult, recordMatchResult, tallyResult, type Bracket, type MatchResult } from '@domain/engine';
import type { Locale } from '@domain/catalog';
import { ERROR_CODES, errorMessage, validationMessage, type ClearedMatch, type MatchCorrected, type MatchCorrectionInput } from '@domain/contract';
import { STATUS, statusAccepts } from '@domain/machines';
import type { Database } from '../../db/client';
import { inscribed, matches, persons, phaseDraws, phases, rankingFinishes } from '../../db/schema';
import { ApiError, conflict, notFound, refused } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { assertOwner, requireAuth } from '../../plugins/auth';
import { processFinish } from '../rankings/processing';
import { bracketOf, sportRules, toEngineMatch } from './engine';
import type { ResultAuthor } from './history';
import { encounterLineup } from './lineup';
import { drawOfPhase, lockedPhaseContext, matchRow, matchRows, matchWithPhase, toMatchView, type MatchRow, type PhaseContext, type Tx } from './queries';
import { writeResult, type Change } from './result-write';
import { staleMatch } from './results';

/** A later match whose sides or result the correction changes, as it will be written. */
interface Rewrite {
  row: MatchRow;
  homeId: number | null;
  awayId: number | null;
  cleared: boolean;
}

interface Plan {
  change: Change;
  rewrites: Rewrite[];
  bracket: Bracket | null;
}

const entry = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The tournament and the phase must both take corrections (started, paused or finished; never canceled). */
function assertCorrectable(locale: Locale, phase: PhaseContext): void {
  if (!statusAccepts(phase.validStatusId, 'correction')) throw conflict(validationMessage('statusLocked', locale));
  if (!statusAccepts(phase.statusId, 'correction')) throw conflict(errorMessage('phaseLocked', locale));
}

/**
 * A later phase drawn from this one took its entries from the results as they were; a correction here would leave
 * that draw resting on results that no longer stand, so it is refused.
 */
async function laterPhaseDrawn(tx: Tx, phase: PhaseContext): Promise<boolean> {
  const [row] = await tx
    .select({ id: phaseDraws.id })
    .from(phaseDraws)
    .innerJoin(phases, eq(phases.id, phaseDraws.phaseId))
    .where(and(eq(phases.validId, phase.validId), gt(phases.order, phase.order)))
    .limit(1);
  return row !== undefined;
}

/** What the engine makes of the correction: the result and winner, and every later match it changes. */
async function plan(tx: Tx, locale: Locale, match: MatchRow, result: MatchResult, phase: PhaseContext): Promise<Plan> {
  const rules = sportRules(phase.sportId, phase.configuration);
  if (match.groupId !== null) {
    const recorded = recordMatchResult(toEngineMatch(match), result, { ...rules, knockout: false });
    if (!recorded.ok) throw refused(422, recorded, locale);
    const winner = tallyResult(rules, result).winner;
    return { change: { result, winnerId: winner === null ? null : winner === 'home' ? match.homeId : match.awayId, moves: [] }, rewrites: [], bracket: null };
  }
  const [draw, rows] = await Promise.all([drawOfPhase(tx, match.phaseId), matchRows(tx, { phaseId: match.phaseId })]);
  if (!draw) throw notFound();
  const outcome = correctKnockoutResult(bracketOf(draw.options, draw.seed, rows), match.code, result, rules);
  if (!outcome.ok) throw refused(outcome.code === 'matchNotReady' || outcome.code === 'matchNotFound' ? 409 : 422, outcome, locale);
  const next = new Map(outcome.value.bracket.matches.map((m) => [m.id, m]));
  const cleared = new Set(outcome.value.cleared);
  const rewrites = rows.flatMap((row): Rewrite[] => {
    const after = next.get(row.code);
    if (!after || row.id === match.id) return [];
    const homeId = entry(after.home);
    const awayId = entry(after.away);
    if (homeId === row.homeId && awayId === row.awayId && !cleared.has(row.code)) return [];
    return [{ row, homeId, awayId, cleared: cleared.has(row.code) }];
  });
  return { change: { result, winnerId: entry(next.get(match.code)?.winner), moves: [] }, rewrites, bracket: outcome.value.bracket };
}

/** The cleared matches as people read them: the round's name and the two sides as they were played. */
async function describe(tx: Tx, locale: Locale, bracket: Bracket | null, rewrites: Rewrite[]): Promise<ClearedMatch[]> {
  const cleared = rewrites.filter((rewrite) => rewrite.cleared).map((rewrite) => rewrite.row);
  const ids = [...new Set(cleared.flatMap((row) => [row.homeId, row.awayId]).filter((id): id is number => id !== null))];
  const names =
    ids.length === 0
      ? []
      : await tx
          .select({ id: inscribed.id, name: sql<string>`trim(${persons.firstName} || ' ' || ${persons.lastName})` })
          .from(inscribed)
          .innerJoin(persons, eq(persons.id, inscribed.personId))
          .where(inArray(inscribed.id, ids));
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const side = (id: number | null) => (id === null ? null : (nameOf.get(id) ?? null));
  return cleared.map((row) => {
    const inBracket = bracket?.matches.find((m) => m.id === row.code);
    return { id: row.id, round: bracket && inBracket ? bracketRoundName(bracket, inBracket, locale) : '', home: side(row.homeId), away: side(row.awayId) };
  });
}

/** Writes the later matches' new sides (and takes away the results that no longer stand) on the versions read. */
async function writeRewrites(tx: Tx, rewrites: Rewrite[], accountId: number): Promise<boolean> {
  for (const { row, homeId, awayId, cleared } of rewrites) {
    const [written] = await tx
      .update(matches)
      .set({
        homeId,
        awayId,
        ...(cleared ? { result: null, lineup: null, winnerId: null, status: 'pending' as const } : {}),
        version: sql`${matches.version} + 1`,
        updatedAt: new Date(),
        updatedByAccountId: accountId,
      })
      .where(and(eq(matches.id, row.id), eq(matches.version, row.version)))
      .returning({ id: matches.id });
    if (!written) return false;
  }
  return true;
}

/**
 * A finished tournament's final positions were kept when its finish was first applied; after a correction they are
 * read again from the matches, and every finish of the tournament that was applied is applied again. Applying
 * replaces that finish's ranking lines, so the ranking follows the corrected results exactly.
 */
async function reapplyFinishes(tx: Tx, phase: PhaseContext): Promise<void> {
  if (phase.statusId !== STATUS.finished && phase.validStatusId !== STATUS.finished) return;
  await tx.delete(rankingFinishes).where(eq(rankingFinishes.validId, phase.validId));
  const finished = await tx.select({ id: phases.id }).from(phases).where(and(eq(phases.validId, phase.validId), eq(phases.statusId, STATUS.finished)));
  for (const { id } of finished) await processFinish(tx, 'phase', id);
  if (phase.validStatusId === STATUS.finished) await processFinish(tx, 'valid', phase.validId);
}

/**
 * The owner corrects a result already entered, with a reason, also once its phase or tournament has finished (the
 * status stays as it is: see `STATUS_WORK`). One transaction holds the phase: the status, the match on the version
 * read, the bracket and the later matches are decided from what it sees and written together, with the history
 * line and, for a finished tournament or phase, the ranking applied again. When the winner changes and later
 * matches already have results, they are cleared only with the caller's consent (`clearDependents`); without it
 * the answer is a 409 naming them.
 */
export async function correctResult(db: Database, request: FastifyRequest, id: number, input: MatchCorrectionInput): Promise<MatchCorrected> {
  const { accountId, userId, apiKey } = requireAuth(request);
  const found = await matchWithPhase(db, id);
  if (!found) throw notFound();
  assertOwner(request, found.phase.ownerAccountId);
  return correctMatch(db, requestLocale(request), found.match, input, { accountId, userId, apiKeyId: apiKey?.id ?? null });
}

/** The correction itself, for an author already checked (the route's owner, or the demo seed); refusals in `locale`. */
export async function correctMatch(db: Database, locale: Locale, match: Pick<MatchRow, 'id' | 'phaseId'>, input: MatchCorrectionInput, author: ResultAuthor): Promise<MatchCorrected> {
  const id = match.id;
  return db.transaction(async (tx) => {
    const phase = await lockedPhaseContext(tx, match.phaseId, 'update');
    if (!phase) throw notFound();
    assertCorrectable(locale, phase);
    const current = await matchRow(tx, id);
    if (!current) throw notFound();
    if (current.version !== input.version) throw await staleMatch(tx, locale, id);
    // A match a correction cleared in a finished phase is entered again here; elsewhere the ordinary route does it.
    if (current.result === null && statusAccepts(phase.statusId, 'result') && statusAccepts(phase.validStatusId, 'result')) throw conflict(errorMessage('nothingToCorrect', locale));
    if (await laterPhaseDrawn(tx, phase)) throw conflict(errorMessage('laterPhaseDrawn', locale));
    // A correction of the score keeps the line-up the encounter was entered with, unless it sends another.
    const lineup = await encounterLineup(tx, phase, current, input.result, input.lineup ?? current.lineup ?? undefined);
    if (!lineup.ok) throw refused(422, lineup, locale);
    const decided = await plan(tx, locale, current, input.result, phase);
    const cleared = await describe(tx, locale, decided.bracket, decided.rewrites);
    if (cleared.length > 0 && !input.clearDependents) {
      throw new ApiError(409, ERROR_CODES.refused, null, errorMessage('dependentsWouldClear', locale), undefined, { version: current.version, match: toMatchView(current), dependents: cleared }, 'dependentsWouldClear');
    }
    const saved = await writeResult(tx, current, author, { ...decided.change, lineup: lineup.value }, input.reason);
    // The phase lock rules out other result writers; a calendar or event edit may still have moved a version.
    if (!saved || !(await writeRewrites(tx, decided.rewrites, author.accountId))) throw await staleMatch(tx, locale, id);
    await reapplyFinishes(tx, phase);
    return { match: toMatchView(saved), cleared };
  });
}
