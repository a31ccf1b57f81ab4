import type { GroupDetail } from '@domain/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { groupStandings, standingsOptions } from './engine';
import { drawOfPhase, groupById, groupMatchRows, phaseContext, toMatchView } from './queries';

/** A group with its matches and the standings the engine computes with the phase's tie-break preset. */
export async function groupDetail(db: Database, groupId: number): Promise<GroupDetail> {
  const group = await groupById(db, groupId);
  if (!group) throw notFound();
  const [phase, draw, rows] = await Promise.all([phaseContext(db, group.phaseId), drawOfPhase(db, group.phaseId), groupMatchRows(db, groupId)]);
  if (!phase || !draw) throw notFound();
  const options = standingsOptions(phase.sportId, phase.configuration, draw.seed);
  const standings = groupStandings(group.entries.map((entry) => entry.inscribedId), rows, options);
  return { ...group, matches: rows.map(toMatchView), standings, standingsOptions: options };
}
