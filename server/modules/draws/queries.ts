import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubs, groupEntries, inscribed, matches, persons, phaseDraws, phaseGroups, phases, valids } from '../../db/schema';
import type { GroupEntryView, GroupSummary, MatchSlot, MatchView, PhaseConfiguration } from '@domain/contract';
import type { Slot } from '@domain/engine';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Db = Database | Tx;

/** A phase with what drawing and scoring it needs from its tournament. */
export interface PhaseContext {
  id: number;
  validId: number;
  order: number;
  formatId: number;
  categoryId: number;
  statusId: number;
  /** The phase row's version (a status change sends it). */
  version: number;
  configuration: PhaseConfiguration;
  validStatusId: number;
  sportId: number;
  /** The tournament's game system: singles, doubles or teams. */
  modalityId: number;
  ownerAccountId: number | null;
}

const contextColumns = {
  id: phases.id,
  validId: phases.validId,
  order: phases.order,
  formatId: phases.formatId,
  categoryId: phases.categoryId,
  statusId: phases.statusId,
  version: phases.version,
  configuration: phases.configuration,
  validStatusId: valids.statusId,
  sportId: valids.sportId,
  modalityId: valids.modalityId,
  ownerAccountId: valids.createdByAccountId,
};

/** A match with its phase's context, in one query (the path of every result). */
export async function matchWithPhase(db: Db, id: number): Promise<{ match: MatchRow; phase: PhaseContext } | null> {
  const [row] = await db
    .select({ match: matches, phase: contextColumns })
    .from(matches)
    .innerJoin(phases, eq(phases.id, matches.phaseId))
    .innerJoin(valids, eq(valids.id, phases.validId))
    .where(eq(matches.id, id))
    .limit(1);
  return row ?? null;
}

export async function phaseContext(db: Db, phaseId: number): Promise<PhaseContext | null> {
  const [row] = await db
    .select(contextColumns)
    .from(phases)
    .innerJoin(valids, eq(valids.id, phases.validId))
    .where(eq(phases.id, phaseId))
    .limit(1);
  return row ?? null;
}

/**
 * The phase's context with its row locked for the rest of the transaction. `update`: writers that change the
 * bracket (knockout results, and draws, see lockPhaseForDraw) of one phase take turns, each seeing what the one
 * before committed. `share`: writers that only touch their own match (group results) go side by side, while a
 * status change, a draw or a knockout result of the phase waits for them (and they for it).
 */
export async function lockedPhaseContext(tx: Tx, phaseId: number, mode: 'update' | 'share' = 'update'): Promise<PhaseContext | null> {
  const [row] = await tx
    .select(contextColumns)
    .from(phases)
    .innerJoin(valids, eq(valids.id, phases.validId))
    .where(eq(phases.id, phaseId))
    .for(mode, { of: phases });
  return row ?? null;
}

export async function phasesInOrder(db: Db, validId: number) {
  return db
    .select({ id: phases.id, order: phases.order, formatId: phases.formatId, categoryId: phases.categoryId, statusId: phases.statusId, configuration: phases.configuration })
    .from(phases)
    .where(eq(phases.validId, validId))
    .orderBy(asc(phases.order), asc(phases.id));
}

export type DrawRow = typeof phaseDraws.$inferSelect;

export async function drawOfPhase(db: Db, phaseId: number): Promise<DrawRow | null> {
  const [row] = await db.select().from(phaseDraws).where(eq(phaseDraws.phaseId, phaseId)).limit(1);
  return row ?? null;
}

export type MatchRow = typeof matches.$inferSelect;

/** A next match as the API names it: its id (what `PUT match/{id}` takes), with the engine's code beside it. */
const slotOf = (slot: Slot | null, id: number | null): MatchSlot | null => (slot && id !== null ? { matchId: id, matchCode: slot.matchId, side: slot.side } : null);

export const toMatchView = (row: MatchRow): MatchView => ({
  id: row.id,
  phaseId: row.phaseId,
  groupId: row.groupId,
  code: row.code,
  round: row.round,
  position: row.position,
  homeId: row.homeId,
  awayId: row.awayId,
  result: row.result,
  status: row.status,
  winnerId: row.winnerId,
  winnerTo: slotOf(row.winnerTo, row.winnerToId),
  loserTo: slotOf(row.loserTo, row.loserToId),
  thirdPlace: row.thirdPlace,
  lineup: row.lineup ?? null,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

export async function matchRows(db: Db, filter: { phaseId: number; groupId?: number | undefined; round?: number | undefined }): Promise<MatchRow[]> {
  const conditions: SQL[] = [eq(matches.phaseId, filter.phaseId)];
  if (filter.groupId !== undefined) conditions.push(eq(matches.groupId, filter.groupId));
  if (filter.round !== undefined) conditions.push(eq(matches.round, filter.round));
  return db
    .select()
    .from(matches)
    .where(and(...conditions))
    .orderBy(asc(matches.round), asc(matches.thirdPlace), asc(matches.groupId), asc(matches.position));
}

export async function matchRow(db: Db, id: number): Promise<MatchRow | null> {
  const [row] = await db.select().from(matches).where(eq(matches.id, id)).limit(1);
  return row ?? null;
}

export async function groupMatchRows(db: Db, groupId: number): Promise<MatchRow[]> {
  return db.select().from(matches).where(eq(matches.groupId, groupId)).orderBy(asc(matches.round), asc(matches.position));
}

type GroupRow = typeof phaseGroups.$inferSelect;

async function entriesOfGroups(db: Db, groupIds: number[]): Promise<Map<number, GroupEntryView[]>> {
  const byGroup = new Map<number, GroupEntryView[]>(groupIds.map((groupId) => [groupId, []]));
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select({
      groupId: groupEntries.groupId,
      inscribedId: groupEntries.inscribedId,
      position: groupEntries.position,
      personId: persons.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
      clubName: clubs.name,
    })
    .from(groupEntries)
    .innerJoin(inscribed, eq(inscribed.id, groupEntries.inscribedId))
    .innerJoin(persons, eq(persons.id, inscribed.personId))
    .leftJoin(clubs, eq(clubs.id, inscribed.clubId))
    .where(inArray(groupEntries.groupId, groupIds))
    .orderBy(asc(groupEntries.groupId), asc(groupEntries.position));
  for (const { groupId, ...entry } of rows) byGroup.get(groupId)?.push(entry);
  return byGroup;
}

const summaries = async (db: Db, rows: GroupRow[]): Promise<GroupSummary[]> => {
  const entries = await entriesOfGroups(db, rows.map((row) => row.id));
  return rows.map((row) => ({ id: row.id, phaseId: row.phaseId, number: row.number, name: row.name, entries: entries.get(row.id) ?? [] }));
};

export async function groupsOfPhase(db: Db, phaseId: number): Promise<GroupSummary[]> {
  return summaries(db, await db.select().from(phaseGroups).where(eq(phaseGroups.phaseId, phaseId)).orderBy(asc(phaseGroups.number)));
}

/**
 * A group with its entries and what its standings need (sport, phase configuration, draw seed). Two queries of
 * four tables each: planning one join of all eight took PGlite several times longer than running both.
 */
export async function groupWithRules(db: Db, id: number) {
  const [row] = await db
    .select({ group: phaseGroups, sportId: valids.sportId, configuration: phases.configuration, seed: phaseDraws.seed })
    .from(phaseGroups)
    .innerJoin(phases, eq(phases.id, phaseGroups.phaseId))
    .innerJoin(valids, eq(valids.id, phases.validId))
    .innerJoin(phaseDraws, eq(phaseDraws.phaseId, phaseGroups.phaseId))
    .where(eq(phaseGroups.id, id))
    .limit(1);
  if (!row) return null;
  const [group] = await summaries(db, [row.group]);
  return group ? { group, sportId: row.sportId, configuration: row.configuration, seed: row.seed } : null;
}

/** A phase's entries as the draw reads them: the entry, its seed and club. */
export async function entryRows(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: inscribed.id, seed: inscribed.seed, clubId: inscribed.clubId }).from(inscribed).where(inArray(inscribed.id, ids));
}
