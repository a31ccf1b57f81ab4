import { createRandom, deriveSeed, lineupShape, randomInt, type Lineup, type MatchResult, type Random, type Score } from '@domain/engine';
import { SPORT_IDS, findSequence } from '@domain/catalog';
import { teamEncounters } from '@domain/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { accounts, phases } from '../schema';
import type { ResultAuthor } from '../../modules/draws/history';
import { entriesForPhase } from '../../modules/draws/entries';
import { rostersOf } from '../../modules/draws/lineup';
import { plan } from '../../modules/draws/plan';
import { phaseContext, phasesInOrder, matchRows, type MatchRow, type PhaseContext } from '../../modules/draws/queries';
import { recordResult } from '../../modules/draws/results';
import { lockPhaseForDraw, writeDraw } from '../../modules/draws/write';
import { seedMatchEvents } from './match-events';

/** How much of a tournament has been played: every match of every phase, or half of its first phase's matches. */
export type DemoPlay = 'all' | 'half';

/** A table tennis game: to 11, or two clear points after 10–10; the loser mostly takes 3 to 9 points. */
function tableTennisGame(random: Random, homeWins: boolean): Score {
  const deuce = random() < 0.18;
  const loser = deuce ? 10 + randomInt(random, 3) : 3 + randomInt(random, 7);
  const winner = deuce ? loser + 2 : 11;
  return homeWins ? { home: winner, away: loser } : { home: loser, away: winner };
}

/** Best of five: games go the stronger side's way more often, until one side has three. */
function tableTennisMatch(random: Random, homeEdge: number): MatchResult {
  const periods: Score[] = [];
  let home = 0;
  let away = 0;
  while (home < 3 && away < 3) {
    const homeWins = random() < 0.5 + homeEdge;
    periods.push(tableTennisGame(random, homeWins));
    if (homeWins) home += 1;
    else away += 1;
  }
  return { periods };
}

/** Goals in a half: mostly none or one, now and then two or three, more for the stronger side. */
function goals(random: Random, edge: number): number {
  const roll = random() + edge / 2;
  return roll < 0.5 ? 0 : roll < 0.82 ? 1 : roll < 0.96 ? 2 : 3;
}

/** Two halves; a knockout tie still level goes to penalties (or to extra time where there are none). */
function goalsMatch(random: Random, homeEdge: number, knockout: boolean, penalties: boolean): MatchResult {
  const periods = [0, 1].map(() => ({ home: goals(random, homeEdge), away: goals(random, -homeEdge) }));
  const level = periods.reduce((sum, half) => sum + half.home - half.away, 0) === 0;
  if (!knockout || !level) return { periods };
  if (penalties) {
    const scored = 3 + randomInt(random, 3);
    return { periods, penalties: random() < 0.5 + homeEdge ? { home: scored, away: scored - 1 } : { home: scored - 1, away: scored } };
  }
  return { periods, overtime: [{ home: 0, away: 0 }, random() < 0.5 + homeEdge ? { home: 1, away: 0 } : { home: 0, away: 1 }] };
}

/** Four quarters of 12 to 27 points; a level game goes to one overtime of five minutes that settles it. */
function basketballMatch(random: Random, homeEdge: number): MatchResult {
  const quarter = (edge: number) => 12 + randomInt(random, 12) + Math.round(edge * 10);
  const periods = [0, 1, 2, 3].map(() => ({ home: quarter(homeEdge), away: quarter(-homeEdge) }));
  const total = periods.reduce((sum, period) => sum + period.home - period.away, 0);
  if (total !== 0) return { periods };
  const extra = 4 + randomInt(random, 6);
  return { periods, overtime: [random() < 0.5 + homeEdge ? { home: extra + 3, away: extra } : { home: extra, away: extra + 3 }] };
}

function resultFor(phase: PhaseContext, knockout: boolean, random: Random, homeEdge: number): MatchResult {
  switch (phase.sportId) {
    case SPORT_IDS.basketball:
      return basketballMatch(random, homeEdge);
    case SPORT_IDS.tableTennis:
      return tableTennisMatch(random, homeEdge);
    default:
      return goalsMatch(random, homeEdge, knockout, phase.configuration.penalties);
  }
}

/** Three players of a roster picked by lot, leaving out anyone already playing for the other side. */
function pickPlayers(random: Random, roster: number[], taken: number[], count: number): number[] {
  const free = roster.filter((id) => !taken.includes(id));
  const picked: number[] = [];
  while (picked.length < count && free.length > 0) picked.push(...free.splice(randomInt(random, free.length), 1));
  return picked;
}

/**
 * A table tennis team encounter as the captains would hand it in: each side's line-up drawn from its roster, then
 * individual matches in the order of play until a side has the matches it needs. A side that cannot field its
 * players concedes.
 */
async function demoEncounter(db: Database, phase: PhaseContext, row: MatchRow, random: Random, homeEdge: number): Promise<{ result: MatchResult; lineup?: Lineup }> {
  const sequence = findSequence(phase.configuration.sequenceId);
  if (!sequence) return { result: tableTennisMatch(random, homeEdge) };
  const shape = lineupShape(sequence);
  const rosters = await rostersOf(db, row);
  const home = pickPlayers(random, rosters.home, [], shape.singles);
  const away = pickPlayers(random, rosters.away, home, shape.singles);
  if (home.length < shape.singles) return { result: { periods: [], forfeitedBy: 'home' } };
  if (away.length < shape.singles) return { result: { periods: [], forfeitedBy: 'away' } };
  const doubles = (players: number[]) => (shape.doubles ? players.slice(0, 2) : []);
  const rubbers: MatchResult[] = [];
  const wins = { home: 0, away: 0 };
  const toWin = phase.configuration.rubbersToWin;
  while (wins.home < toWin && wins.away < toWin) {
    const rubber = tableTennisMatch(random, homeEdge);
    const homeGames = rubber.periods.filter((game) => game.home > game.away).length;
    if (homeGames * 2 > rubber.periods.length) wins.home += 1;
    else wins.away += 1;
    rubbers.push(rubber);
  }
  return { result: { periods: [], rubbers }, lineup: { home: { singles: home, doubles: doubles(home) }, away: { singles: away, doubles: doubles(away) } } };
}

/** Draws a phase from the entries the product gives it (the tournament's, or the qualified of the phase before). */
async function drawDemoPhase(db: Database, phase: PhaseContext, accountId: number, seed: number): Promise<void> {
  const entries = await entriesForPhase(db, phase);
  const planned = plan('es', phase, entries, {}, seed);
  await db.transaction(async (tx) => {
    const state = await lockPhaseForDraw(tx, phase.id);
    if (!state) throw new Error(`demo phase ${phase.id} is missing`);
    await writeDraw(tx, phase.id, accountId, planned, seed, undefined, state);
  });
}

const ready = (row: MatchRow) => row.status === 'pending' && row.result === null && row.homeId !== null && row.awayId !== null;

/**
 * Scores up to `limit` matches of a drawn phase in playing order (round by round across its groups), each
 * through the engine as an organiser entering it would. A knockout is replayed round after round as its
 * winners move on. Each entry has a fixed strength, so favourites mostly win and the tables read true.
 */
async function playPhase(
  db: Database,
  phase: PhaseContext,
  author: ResultAuthor,
  random: Random,
  strength: (entryId: number) => number,
  limit: number,
  afterResult?: (saved: MatchRow, played: number) => Promise<void>,
): Promise<void> {
  let played = 0;
  for (;;) {
    const rows = (await matchRows(db, { phaseId: phase.id })).filter(ready);
    if (rows.length === 0 || played >= limit) return;
    const round = Math.min(...rows.map((row) => row.round));
    for (const row of rows.filter((candidate) => candidate.round === round)) {
      if (played >= limit) return;
      const edge = Math.max(-0.3, Math.min(0.3, strength(row.homeId ?? 0) - strength(row.awayId ?? 0)));
      const entered = teamEncounters(phase.sportId, phase.modalityId) ? await demoEncounter(db, phase, row, random, edge) : { result: resultFor(phase, row.groupId === null, random, edge) };
      const saved = await recordResult(db, 'es', row, { version: row.version, ...entered }, author);
      await afterResult?.(saved, played);
      played += 1;
    }
  }
}

/**
 * Plays a demo tournament the way the product would: each phase drawn by the engine from its entries, then
 * its matches scored. `all` plays every phase to its end (the tournament is finished); `half` draws the first
 * phase and plays about half of it. Scores come from a generator seeded by the tournament, so every machine
 * seeds the same demo.
 */
export async function playDemoTournament(db: Database, validId: number, accountId: number, play: DemoPlay): Promise<void> {
  const seed = deriveSeed(2026, `demo:${validId}`);
  const random = createRandom(seed);
  const strengths = new Map<number, number>();
  const strength = (entryId: number) => {
    let known = strengths.get(entryId);
    if (known === undefined) {
      known = random() * 0.5;
      strengths.set(entryId, known);
    }
    return known;
  };
  const ordered = await phasesInOrder(db, validId);
  const [owner] = await db.select({ userId: accounts.ownerUserId }).from(accounts).where(eq(accounts.id, accountId));
  const author: ResultAuthor = { accountId, userId: owner?.userId ?? null };
  for (const [index, { id }] of ordered.entries()) {
    if (play === 'half' && index > 0) return;
    const phase = await phaseContext(db, id);
    if (!phase) return;
    // Draw seeds are stored as a positive 32-bit integer, as the API takes them.
    await drawDemoPhase(db, phase, accountId, deriveSeed(seed, `phase:${index}`) & 0x7fffffff);
    const total = (await matchRows(db, { phaseId: id })).filter((row) => row.status !== 'bye').length;
    // A half-played soccer league has match reports: its events come from a generator of their own, so the
    // scores stay those of the tournament's seed; its first match has a video.
    const reports = play === 'half' && phase.sportId === SPORT_IDS.soccer ? createRandom(deriveSeed(seed, 'events')) : null;
    const report = reports ? (saved: MatchRow, played: number) => (saved.groupId === null ? Promise.resolve() : seedMatchEvents(db, saved, reports, accountId, played === 0)) : undefined;
    await playPhase(db, phase, author, random, strength, play === 'all' ? total : Math.ceil(total / 2), report);
    // Results go into started phases only; the next phase is drawn from this one's qualified once it is finished.
    if (play === 'all' && index < ordered.length - 1) await db.update(phases).set({ statusId: 3 }).where(eq(phases.id, id));
  }
}
