import * as v from 'valibot';
import type { Api } from './client';
import { Draw, Match } from './schemas';
import type { Tournament } from './setup';

/** Fields that name an entry of the tournament: compared as the person it stands for. */
const ENTRY_KEYS = new Set(['entryId', 'inscribedId', 'homeId', 'awayId', 'winnerId', 'loserId']);
/** Fields that differ between two tournaments of the same play: their own ids, versions, times and who wrote. */
const DROPPED = new Set(['id', 'version', 'updatedAt', 'createdAt', 'drawnAt', 'phaseId', 'groupId', 'validId', 'updatedByAccountId', 'createdByAccountId', 'drawnByAccountId', 'validName']);

interface Ids {
  personOf: Map<number, number>;
  codeOf: Map<number, string>;
}

function entryName(value: unknown, ids: Ids): unknown {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;
  if (id === null) return value;
  const personId = ids.personOf.get(id);
  return personId === undefined ? `entry ${id} of no person` : `person ${personId}`;
}

/** Lines `path = value` of a JSON answer, entries named by person and match ids by code, own ids left out. */
function flatten(value: unknown, path: string, ids: Ids, out: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => flatten(item, `${path}[${index}]`, ids, out));
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (DROPPED.has(key)) continue;
      if (ENTRY_KEYS.has(key)) out.push(`${path}.${key} = ${String(entryName(item, ids))}`);
      else if (key === 'matchId' && typeof item === 'number') out.push(`${path}.${key} = ${ids.codeOf.get(item) ?? `match ${item} of another phase`}`);
      else flatten(item, `${path}.${key}`, ids, out);
    }
    return;
  }
  out.push(`${path} = ${JSON.stringify(value)}`);
}

const Status = v.object({ statusId: v.number() });
const Balances = v.object({ items: v.array(v.looseObject({ personId: v.number(), reason: v.string(), detail: v.unknown(), points: v.number() })), total: v.number() });

/**
 * What the public screens say of a tournament once it is over: the status of it and its phases, each group with
 * its matches and standings, the bracket's lines and matches (who played, the score, who went on) and the final
 * positions, as lines that two tournaments of the same play share.
 */
export async function snapshot(api: Api, tournament: Tournament): Promise<string[]> {
  const groupDraw = await api.data(Draw, 'GET', `/api/sort/group/${tournament.groupPhaseId}`);
  const knockoutDraw = await api.data(Draw, 'GET', `/api/sort/group/${tournament.knockoutPhaseId}`);
  const knockout = await api.data(v.array(Match), 'GET', `/api/match?phaseId=${tournament.knockoutPhaseId}`);
  const groupMatches = await api.data(v.array(Match), 'GET', `/api/match?phaseId=${tournament.groupPhaseId}`);
  const ids: Ids = { personOf: tournament.personOf, codeOf: new Map([...groupMatches, ...knockout].map((match) => [match.id, match.code])) };
  const out: string[] = [];
  out.push(`tournament.statusId = ${(await api.data(Status, 'GET', `/api/valid/${tournament.validId}`)).statusId}`);
  for (const [name, phaseId] of [['groups', tournament.groupPhaseId], ['knockout', tournament.knockoutPhaseId]] as const) {
    out.push(`${name}.statusId = ${(await api.data(Status, 'GET', `/api/phase?id=${phaseId}`)).statusId}`);
  }
  for (const group of [...groupDraw.groups].sort((a, b) => a.number - b.number)) {
    flatten(await api.data(v.unknown(), 'GET', `/api/group/${group.id}`), `group ${group.number}`, ids, out);
  }
  (knockoutDraw.bracket?.lines ?? []).forEach((line, index) => out.push(`bracket.line ${index + 1} = ${String(entryName(line, ids))}`));
  const sorted = [...knockout].sort((a, b) => a.round - b.round || a.code.localeCompare(b.code, 'en', { numeric: true }));
  for (const match of sorted) flatten(match, `bracket ${match.code}`, ids, out);
  flatten(await api.data(v.unknown(), 'GET', `/api/valid/results/${tournament.validId}`), 'results', ids, out);
  flatten(await api.data(v.unknown(), 'GET', `/api/valid/player-positions/${tournament.validId}`), 'positions', ids, out);
  const balances = await api.data(Balances, 'GET', `/api/balances?validId=${tournament.validId}&size=1000`);
  out.push(`ranking.lines = ${balances.total}`);
  const key = (item: v.InferOutput<typeof Balances>['items'][number]) => `${item.personId}|${item.reason}|${JSON.stringify(item.detail)}|${item.points}`;
  [...balances.items].sort((a, b) => key(a).localeCompare(key(b))).forEach((item, index) => flatten(item, `ranking line ${index + 1}`, ids, out));
  return out;
}

/** The lines where two snapshots disagree, side by side. */
export function differences(first: string[], second: string[]): string[] {
  const split = (line: string) => {
    const at = line.indexOf(' = ');
    return [line.slice(0, at), line.slice(at + 3)] as const;
  };
  const a = new Map(first.map(split));
  const b = new Map(second.map(split));
  const paths = [...new Set([...a.keys(), ...b.keys()])];
  return paths.filter((path) => a.get(path) !== b.get(path)).map((path) => `${path}: match day ${a.get(path) ?? '(absent)'}, replay ${b.get(path) ?? '(absent)'}`);
}
