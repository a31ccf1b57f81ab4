import * as v from 'valibot';
import type { Api } from './client';
import { Draw, Match } from './schemas';
import { createOpen, mustChangeStatus, type Tournament } from './setup';

/** The end of a tournament as the match day left it: how each phase was drawn and every match's final state. */
export interface Played {
  tournament: Tournament;
  groupDraw: Draw;
  knockoutDraw: Draw;
  groupMatches: Match[];
  knockoutMatches: Match[];
}

export async function readPlayed(api: Api, tournament: Tournament): Promise<Played> {
  const read = async (phaseId: number) => {
    const draw = await api.data(v.nullable(Draw), 'GET', `/api/sort/group/${phaseId}`);
    if (!draw) throw new Error(`phase ${phaseId} was never drawn`);
    return { draw, matches: await api.data(v.array(Match), 'GET', `/api/match?phaseId=${phaseId}`) };
  };
  const groups = await read(tournament.groupPhaseId);
  const knockout = await read(tournament.knockoutPhaseId);
  return { tournament, groupDraw: groups.draw, knockoutDraw: knockout.draw, groupMatches: groups.matches, knockoutMatches: knockout.matches };
}

const byCode = (a: Match, b: Match) => a.round - b.round || a.code.localeCompare(b.code, 'en', { numeric: true });

/**
 * Enters, one at a time and in playing order, the final result of every match the match day played, each on the
 * version the replay reads; a result the replay cannot enter is listed.
 */
async function enterResults(api: Api, phaseId: number, played: Match[]): Promise<string[]> {
  const refused: string[] = [];
  const rounds = [...new Set(played.map((match) => match.round))].sort((a, b) => a - b);
  for (const round of rounds) {
    const current = new Map((await api.data(v.array(Match), 'GET', `/api/match?phaseId=${phaseId}`)).map((match) => [match.code, match]));
    for (const match of played.filter((candidate) => candidate.round === round).sort(byCode)) {
      const target = current.get(match.code);
      if (!target) {
        refused.push(`${match.code}: no such match in the replay`);
        continue;
      }
      const answer = await api.send('PUT', `/api/match/${target.id}`, { version: target.version, result: match.result });
      if (answer.status !== 200) refused.push(`${match.code}: answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    }
  }
  return refused;
}

/**
 * A second open of the same people, drawn by hand exactly as the first was drawn (same groups and positions, same
 * bracket lines, same draw seeds for the lots of the standings), and the first one's final results entered one
 * at a time: it must end as the first did.
 */
export async function replay(api: Api, personIds: number[], first: Played): Promise<{ tournament: Tournament; refused: string[] }> {
  const tournament = await createOpen(api, 'Match Day Open (replay)', personIds);
  const entryFor = (entryId: number | null): number | null => {
    if (entryId === null) return null;
    const personId = first.tournament.personOf.get(entryId);
    const entry = personId === undefined ? undefined : tournament.entryOf.get(personId);
    if (entry === undefined) throw new Error(`entry ${entryId} of the match day has no counterpart in the replay`);
    return entry;
  };
  const manual = [...first.groupDraw.groups]
    .sort((a, b) => a.number - b.number)
    .map((group) => [...group.entries].sort((a, b) => a.position - b.position).map((entry) => entryFor(entry.inscribedId) ?? 0));
  const refusedDraw = await api.send('PUT', `/api/sort/group/${tournament.groupPhaseId}`, { method: 'manual', manual, seed: first.groupDraw.seed });
  if (refusedDraw.status !== 200) throw new Error(`the replay's group draw answered ${refusedDraw.status}: ${JSON.stringify(refusedDraw.body).slice(0, 300)}`);
  await mustChangeStatus(api, 'valid', tournament.validId, 'start');
  await mustChangeStatus(api, 'phase', tournament.groupPhaseId, 'start');
  const refused = await enterResults(api, tournament.groupPhaseId, first.groupMatches.filter((match) => match.status === 'played'));
  await mustChangeStatus(api, 'phase', tournament.groupPhaseId, 'finish');
  const lines = (first.knockoutDraw.bracket?.lines ?? []).map(entryFor);
  const knockoutDraw = await api.send('PUT', `/api/sort/group/${tournament.knockoutPhaseId}`, { method: 'manual', lines, seed: first.knockoutDraw.seed });
  if (knockoutDraw.status !== 200) throw new Error(`the replay's knockout draw answered ${knockoutDraw.status}: ${JSON.stringify(knockoutDraw.body).slice(0, 300)}`);
  await mustChangeStatus(api, 'phase', tournament.knockoutPhaseId, 'start');
  refused.push(...(await enterResults(api, tournament.knockoutPhaseId, first.knockoutMatches.filter((match) => match.status === 'played'))));
  return { tournament, refused };
}
