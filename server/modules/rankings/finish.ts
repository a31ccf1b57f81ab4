import { and, eq, inArray, ne } from 'drizzle-orm';
import { tournamentPositions, type FinalPosition } from '@domain/engine';
import type { Finish, FinishedEntry } from '@domain/rankings';
import { MODALITY_IDS } from '@domain/catalog';
import { STATUS } from '@domain/machines';
import { PHASE_CATEGORY_IDS, PHASE_FORMAT_IDS } from '@domain/contract';
import { inscribed, personClubs, persons, phases, rankingFinishes, valids, type RecordedEntry } from '../../db/schema';
import { phaseOutcome, positionsOf } from '../draws/entries';
import { groupsOfPhase, matchRows, phasesInOrder, type Db } from '../draws/queries';

export type ValidRow = typeof valids.$inferSelect;

/** Today in UTC (YYYY-MM-DD): the day standings are read for. */
export const today = () => new Date().toISOString().slice(0, 10);

export interface FinishRead {
  valid: ValidRow;
  finish: Finish;
  /** Each entered person's club on the entry, for crediting coaches. */
  clubOf: Map<number, number | null>;
}

/** The tournament or phase a finish is of, with the tournament's row and the phase's last day (scope `phase`). */
export interface FinishOwner {
  scope: 'valid' | 'phase';
  id: number;
  valid: ValidRow;
  phaseEnd: string | null;
  /** The status of what finished: the tournament's, or the phase's. */
  statusId: number;
  /** The entries kept when this finish was first applied to a finished tournament, if it was. */
  recorded: RecordedEntry[] | null;
}

const keptFinish = (scope: 'valid' | 'phase', id: number) => and(eq(rankingFinishes.scope, scope), eq(rankingFinishes.ownerId, id));

/** Reads the tournament (and the phase, for scope `phase`) a finish is of, with its kept entries, in one query. */
export async function finishOwner(db: Db, scope: 'valid' | 'phase', id: number): Promise<FinishOwner | null> {
  if (scope === 'valid') {
    const [row] = await db.select({ valid: valids, recorded: rankingFinishes.entries }).from(valids).leftJoin(rankingFinishes, keptFinish(scope, id)).where(eq(valids.id, id));
    return row ? { scope, id, valid: row.valid, phaseEnd: null, statusId: row.valid.statusId, recorded: row.recorded } : null;
  }
  const [row] = await db
    .select({ valid: valids, phaseEnd: phases.endDate, statusId: phases.statusId, recorded: rankingFinishes.entries })
    .from(phases)
    .innerJoin(valids, eq(valids.id, phases.validId))
    .leftJoin(rankingFinishes, keptFinish(scope, id))
    .where(eq(phases.id, id));
  return row ? { scope, id, valid: row.valid, phaseEnd: row.phaseEnd, statusId: row.statusId, recorded: row.recorded } : null;
}

/**
 * Every active entry of the tournament with its final position, the phases it played and the matches it won. Each
 * phase's matches and groups are read once and serve positions, phases reached and wins alike.
 */
async function entriesOf(db: Db, valid: ValidRow): Promise<RecordedEntry[]> {
  const entries = await db.select({ id: inscribed.id, personId: inscribed.personId, clubId: inscribed.clubId }).from(inscribed).where(and(eq(inscribed.validId, valid.id), ne(inscribed.origin, 'removed')));
  const ordered = await phasesInOrder(db, valid.id);
  const orderOf = new Map(ordered.map((phase, index) => [phase.id, index + 1]));
  const played = new Map<number, Set<number>>();
  const wins = new Map<number, { phaseId: number; count: number }[]>();
  const bands: FinalPosition[][] = [];
  const note = (entry: number | null, phaseId: number) => {
    if (entry !== null) played.set(entry, (played.get(entry) ?? new Set()).add(phaseId));
  };
  for (const phase of ordered) {
    const [rows, groups] = await Promise.all([matchRows(db, { phaseId: phase.id }), phase.formatId === PHASE_FORMAT_IDS.knockout ? [] : groupsOfPhase(db, phase.id)]);
    const won = new Map<number, number>();
    for (const row of rows) {
      note(row.homeId, phase.id);
      note(row.awayId, phase.id);
      if (row.status === 'played' && row.winnerId !== null) won.set(row.winnerId, (won.get(row.winnerId) ?? 0) + 1);
    }
    for (const group of groups) for (const entry of group.entries) note(entry.inscribedId, phase.id);
    for (const [entry, count] of won) wins.set(entry, [...(wins.get(entry) ?? []), { phaseId: phase.id, count }]);
    // Final positions come from the Normal phases as the engine ranks them, as on the tournament's results.
    if (phase.categoryId !== PHASE_CATEGORY_IDS.normal || !rows.some((row) => row.result !== null)) continue;
    const outcome = await phaseOutcome(db, phase, valid.sportId, { rows, groups });
    if (outcome) bands.push(positionsOf(outcome));
  }
  const positions = new Map(tournamentPositions(bands).map((position) => [Number(position.entryId), position.from]));
  return entries.map((entry) => ({
    personId: entry.personId,
    position: positions.get(entry.id) ?? null,
    phases: [...(played.get(entry.id) ?? [])].map((phaseId) => ({ phaseId, order: orderOf.get(phaseId) ?? 1 })).sort((a, b) => a.order - b.order),
    wins: wins.get(entry.id) ?? [],
    clubId: entry.clubId,
  }));
}

/**
 * The entries of a finish, read from the matches once the tournament is finished and kept from then on: a finished
 * tournament's entries, draws and results are locked, so they cannot change. While the tournament still runs (a
 * phase finished before it) they are read afresh every time.
 */
async function recordedEntries(db: Db, owner: FinishOwner): Promise<RecordedEntry[]> {
  const final = owner.valid.statusId === STATUS.finished;
  if (final && owner.recorded) return owner.recorded;
  const entries = await entriesOf(db, owner.valid);
  if (final) await db.insert(rankingFinishes).values({ scope: owner.scope, ownerId: owner.id, validId: owner.valid.id, entries }).onConflictDoNothing();
  return entries;
}

/**
 * A finished tournament or phase as the ranking rules read it: every active entry with its final position, the
 * phases it played and the matches it won. Points are dated on the last day, or today if it ended early.
 */
export async function finishOf(db: Db, owner: FinishOwner): Promise<FinishRead> {
  const end = owner.phaseEnd ?? owner.valid.endDate;
  const date = end < today() ? end : today();
  const recorded = await recordedEntries(db, owner);
  const entries: FinishedEntry[] = recorded.map((entry) => ({ personId: entry.personId, position: entry.position, phases: entry.phases, wins: entry.wins, coachIds: [] }));
  const clubOf = new Map(recorded.map((entry) => [entry.personId, entry.clubId]));
  return { valid: owner.valid, clubOf, finish: { scope: owner.scope, validId: owner.valid.id, phaseId: owner.scope === 'phase' ? owner.id : null, date, entries } };
}

/** Credits each athlete to the coaches of the club they entered for (coaches are people of the coach modality). */
export async function withCoaches(db: Db, read: FinishRead): Promise<Finish> {
  const clubIds = [...new Set([...read.clubOf.values()].filter((club): club is number => club !== null))];
  if (clubIds.length === 0) return read.finish;
  const links = await db
    .select({ clubId: personClubs.clubId, coachId: personClubs.personId })
    .from(personClubs)
    .innerJoin(persons, eq(persons.id, personClubs.personId))
    .where(and(inArray(personClubs.clubId, clubIds), eq(persons.modalityId, MODALITY_IDS.coach)));
  const coachesOf = new Map<number, number[]>();
  for (const link of links) coachesOf.set(link.clubId, [...(coachesOf.get(link.clubId) ?? []), link.coachId]);
  return {
    ...read.finish,
    entries: read.finish.entries.map((entry) => {
      const club = read.clubOf.get(entry.personId) ?? null;
      return { ...entry, coachIds: club === null ? [] : (coachesOf.get(club) ?? []) };
    }),
  };
}
