import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import { qualifyFromGroups, qualifyFromKnockout, type Entry, type EntryId, type FinalPosition, type Qualification, groupPhasePositions, knockoutPositions } from '@domain/engine';
import { PHASE_CATEGORY_IDS, PHASE_FORMAT_IDS, type GroupSummary, type PhaseConfiguration } from '@domain/contract';
import { inscribed } from '../../db/schema';
import { bracketOf, groupStandings, standingsOptions } from './engine';
import { withCardFairPlay } from './fair-play';
import { drawOfPhase, entryRows, groupsOfPhase, matchRows, phasesInOrder, type Db, type MatchRow, type PhaseContext } from './queries';

interface PhaseRef {
  id: number;
  formatId: number;
  categoryId: number;
  statusId: number;
  configuration: PhaseConfiguration;
}

/** Why a phase's entries cannot be known yet. */
export class EntriesUnavailable extends Error {}

/** A drawn phase as the engine reads it: each group's entries in standings order, or the bracket. */
export type PhaseOutcome = { kind: 'groups'; ranked: number[][]; played: boolean } | { kind: 'bracket'; bracket: ReturnType<typeof bracketOf> };

export async function phaseOutcome(db: Db, phase: PhaseRef, sportId: number, loaded?: { rows: MatchRow[]; groups: GroupSummary[] }): Promise<PhaseOutcome | null> {
  const draw = await drawOfPhase(db, phase.id);
  if (!draw) return null;
  const rows = loaded?.rows ?? (await matchRows(db, { phaseId: phase.id }));
  if (phase.formatId === PHASE_FORMAT_IDS.knockout) return { kind: 'bracket', bracket: bracketOf(draw.options, draw.seed, rows) };
  const options = standingsOptions(sportId, phase.configuration, draw.seed);
  const groups = loaded?.groups ?? (await groupsOfPhase(db, phase.id));
  const scored = await withCardFairPlay(db, rows, options.tieBreak);
  const ranked = groups.map((group) => {
    const ids = group.entries.map((entry) => entry.inscribedId);
    const standings = groupStandings(ids, scored.filter((row) => row.groupId === group.id), options);
    return standings.rows.map((row) => Number(row.entryId));
  });
  return { kind: 'groups', ranked, played: rows.some((row) => row.result !== null) };
}

export function qualificationOf(outcome: PhaseOutcome, configuration: PhaseConfiguration): Qualification {
  if (outcome.kind === 'bracket') return qualifyFromKnockout(outcome.bracket, { classified: configuration.classified });
  return qualifyFromGroups(outcome.ranked, { classified: configuration.classified, unclassified: configuration.unclassified });
}

export function positionsOf(outcome: PhaseOutcome): FinalPosition[] {
  return outcome.kind === 'bracket' ? knockoutPositions(outcome.bracket) : groupPhasePositions(outcome.ranked);
}

async function qualified(db: Db, phase: PhaseRef, sportId: number): Promise<Qualification> {
  if (phase.statusId !== 3) throw new EntriesUnavailable();
  const outcome = await phaseOutcome(db, phase, sportId);
  if (!outcome) throw new EntriesUnavailable();
  return qualificationOf(outcome, phase.configuration);
}

/**
 * The entries a phase is drawn from. The first phase takes the tournament's active entries. A later phase looks
 * back to the last Normal phase before it: a Normal phase takes its qualified (and the qualified of any Repechaje
 * phase played since), a Repechaje phase its eliminated. Entries placed straight into the phase join them.
 */
export async function entriesForPhase(db: Db, phase: PhaseContext): Promise<Entry[]> {
  const all = await phasesInOrder(db, phase.validId);
  const index = all.findIndex((other) => other.id === phase.id);
  const active = ne(inscribed.origin, 'removed');
  let drawn: Entry[] = [];
  let placed = eq(inscribed.phaseId, phase.id);
  if (index <= 0) {
    placed = or(placed, isNull(inscribed.phaseId)) ?? placed;
  } else {
    const earlier = all.slice(0, index);
    const sourceIndex = Math.max(0, earlier.findLastIndex((other) => other.categoryId === PHASE_CATEGORY_IDS.normal));
    const source = earlier[sourceIndex];
    if (!source) throw new EntriesUnavailable();
    const fromSource = await qualified(db, source, phase.sportId);
    if (phase.categoryId === PHASE_CATEGORY_IDS.repechage) {
      drawn = fromSource.repechage;
    } else {
      drawn = [...fromSource.normal];
      for (const repechage of earlier.slice(sourceIndex + 1)) {
        const more = await qualified(db, repechage, phase.sportId);
        drawn.push(...more.normal.map(({ id }) => ({ id })));
      }
    }
  }
  const direct = await db.select({ id: inscribed.id, seed: inscribed.seed, clubId: inscribed.clubId }).from(inscribed).where(and(eq(inscribed.validId, phase.validId), active, placed)).orderBy(asc(inscribed.id));
  const known = new Set<EntryId>(drawn.map((entry) => entry.id));
  const ids = [...drawn.map((entry) => Number(entry.id)), ...direct.map((row) => row.id).filter((id) => !known.has(id))];
  const rows = new Map(direct.map((row) => [row.id, row]));
  for (const row of await entryRows(db, ids.filter((id) => !rows.has(id)))) rows.set(row.id, row);
  const fromEngine = new Map(drawn.map((entry) => [Number(entry.id), entry]));
  return ids.map((id): Entry => {
    const row = rows.get(id);
    const engineEntry = fromEngine.get(id);
    // The first phase seeds by the tournament's seeds; later phases by how entries qualified.
    const seed = index <= 0 ? (row?.seed ?? undefined) : engineEntry?.seed;
    return {
      id,
      ...(seed !== undefined && seed !== null ? { seed } : {}),
      ...(row?.clubId !== undefined && row.clubId !== null ? { clubId: row.clubId } : {}),
      ...(engineEntry?.fromGroup !== undefined ? { fromGroup: engineEntry.fromGroup } : {}),
    };
  });
}
