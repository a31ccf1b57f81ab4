import * as v from 'valibot';
import { Api, type Answer } from './client';
import { differences, snapshot } from './compare';
import { emptyFigures, scorePhase, type KeeperFigures } from './keepers';
import { readPlayed, replay } from './replay';
import { Draw, Match } from './schemas';
import { changeStatus, createOpen, createRanking, createPlayers, mustChangeStatus, signIn, signUpOrganiser, type Tournament } from './setup';
import { Crowd, startReading, type LiveFigures, type ReadFigures } from './visitors';

export interface MatchDayOptions {
  seed: number;
  keepers: number;
  visitors: number;
  readers: number;
  /** Share of results corrected once. */
  corrections: number;
}

export interface MatchDayReport {
  keepers: KeeperFigures;
  live: LiveFigures;
  reads: ReadFigures;
  /** Seconds the match day itself took, from the first result to the last. */
  playSeconds: number;
  /** Knockout matches left unplayed because an entry never reached them. */
  unplayed: string[];
  /** Finishing the phases and the tournament, on the match day and on the replay: anything but 200. */
  refusedFinish: string[];
  replayRefused: string[];
  /** Lines of the final state compared (statuses, groups, bracket, positions, ranking lines). */
  compared: number;
  differences: string[];
}

const finishAll = async (api: Api, tournament: Tournament, label: string): Promise<string[]> => {
  const refused: string[] = [];
  const report = (what: string, answer: Answer) => {
    if (answer.status !== 200) refused.push(`${label}: finishing the ${what} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
  };
  report('knockout', await changeStatus(api, 'phase', tournament.knockoutPhaseId, 'finish'));
  const finished = await changeStatus(api, 'valid', tournament.validId, 'finish');
  report('tournament', finished);
  // Applied now rather than by the server's next pass over its outbox, so the ranking lines can be compared.
  if (finished.status === 200) report('ranking', await api.send('POST', `/api/discounts/finish/valids/${tournament.validId}`));
  return refused;
};

function screensOf(tournament: Tournament, phaseId: number, groupIds: number[]): string[] {
  return [
    `/api/sort/group/${phaseId}`,
    `/api/match?phaseId=${phaseId}`,
    ...groupIds.map((id) => `/api/group/${id}`),
    `/api/valid/${tournament.validId}`,
    `/api/valid/results/${tournament.validId}`,
    `/api/phase/highlight?validId=${tournament.validId}`,
  ];
}

/**
 * A busy venue's day on a running server: the open set up, drawn and started; score-keepers entering every
 * result while visitors hold live streams and read the screens; then the same final results replayed one at a
 * time on a second open of the same people and draw, which must end the same.
 */
export async function runMatchDay(base: string, options: MatchDayOptions, log: (line: string) => void): Promise<MatchDayReport> {
  const organiser = await signUpOrganiser(base);
  const api = new Api(base, organiser.headers);
  const people = await createPlayers(api);
  await createRanking(api);
  const open = await createOpen(api, 'Match Day Open', people);
  const groupDraw = await api.data(Draw, 'PUT', `/api/sort/group/${open.groupPhaseId}`, { seed: options.seed });
  await mustChangeStatus(api, 'valid', open.validId, 'start');
  await mustChangeStatus(api, 'phase', open.groupPhaseId, 'start');
  const keepers: Api[] = [];
  for (let index = 0; index < options.keepers; index += 1) keepers.push(new Api(base, await signIn(base, organiser)));
  log(`  open of ${people.length} drawn into ${groupDraw.groups.length} groups; ${keepers.length} score-keepers signed in`);

  const crowd = new Crowd(base, options.visitors);
  await crowd.follow(open.groupPhaseId);
  let screens = screensOf(open, open.groupPhaseId, groupDraw.groups.map((group) => group.id));
  const reading = startReading(base, () => screens, options.readers);
  log(`  ${options.visitors} visitors following the groups, ${options.readers} of them reading at a time`);

  const figures = emptyFigures();
  const started = performance.now();
  const scoring = { seed: options.seed, share: options.corrections };
  await scorePhase(keepers, open.groupPhaseId, scoring, figures);
  const groupMatches = await api.data(v.array(Match), 'GET', `/api/match?phaseId=${open.groupPhaseId}`);
  const live = await crowd.measure(figures.savedAt, new Set(groupMatches.map((match) => match.id)));
  const inGroups = { results: figures.results, corrections: figures.corrections };
  log(`  groups played: ${inGroups.results} results, ${inGroups.corrections} corrections`);
  await mustChangeStatus(api, 'phase', open.groupPhaseId, 'finish');

  await crowd.follow(open.knockoutPhaseId);
  await api.data(Draw, 'PUT', `/api/sort/group/${open.knockoutPhaseId}`, { seed: options.seed });
  await mustChangeStatus(api, 'phase', open.knockoutPhaseId, 'start');
  screens = screensOf(open, open.knockoutPhaseId, []);
  await scorePhase(keepers, open.knockoutPhaseId, scoring, figures);
  const playSeconds = (performance.now() - started) / 1000;
  const knockout = await api.data(v.array(Match), 'GET', `/api/match?phaseId=${open.knockoutPhaseId}`);
  const knockoutLive = await crowd.measure(figures.savedAt, new Set(knockout.map((match) => match.id)));
  live.delays.push(...knockoutLive.delays);
  live.missed += knockoutLive.missed;
  live.early += knockoutLive.early;
  await reading.stop();
  crowd.close();
  for (const keeper of keepers) keeper.close();
  const unplayed = knockout.filter((match) => match.status === 'pending').map((match) => `${match.code} (${match.homeId === null ? 'nobody' : `entry ${match.homeId}`} v ${match.awayId === null ? 'nobody' : `entry ${match.awayId}`})`);
  log(`  knockout played: ${figures.results - inGroups.results} results, ${figures.corrections - inGroups.corrections} corrections, ${unplayed.length} matches left unplayed`);

  const played = await readPlayed(api, open);
  const second = await replay(api, people, played);
  const refusedFinish = [...(await finishAll(api, open, 'match day')), ...(await finishAll(api, second.tournament, 'replay'))];
  const compared = await snapshot(api, open);
  const found = differences(compared, await snapshot(api, second.tournament));
  api.close();
  return { keepers: figures, live, reads: reading.figures, playSeconds, unplayed, refusedFinish, replayRefused: second.refused, compared: compared.length, differences: found };
}
