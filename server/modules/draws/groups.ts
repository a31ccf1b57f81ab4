import type { GroupDetail } from '@domain/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { groupStandings, standingsOptions } from './engine';
import { withCardFairPlay } from './fair-play';
import { groupMatchRows, groupWithRules, toMatchView } from './queries';

/** A group with its matches and the standings the engine computes with the phase's tie-break preset. */
export async function groupDetail(db: Database, groupId: number): Promise<GroupDetail> {
  const found = await groupWithRules(db, groupId);
  if (!found) throw notFound();
  const { group, sportId, configuration, seed } = found;
  const rows = await groupMatchRows(db, groupId);
  const options = standingsOptions(sportId, configuration, seed);
  const ranked = await withCardFairPlay(db, rows, options.tieBreak);
  const standings = groupStandings(group.entries.map((entry) => entry.inscribedId), ranked, options);
  return { ...group, matches: rows.map(toMatchView), standings, standingsOptions: options };
}
