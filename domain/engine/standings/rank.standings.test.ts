import { walkover } from '../scoring/result.scoring';
import { SPORT } from '../scoring/scoring.config';
import { goals, played, points, score, ttResult } from '../testing/results.fixtures';
import { computeStandings } from './rank.standings';
import { TIE_BREAK_PRESETS, type TieBreakRules } from './tie-break.presets';

const order = (standings: { rows: Array<{ entryId: unknown }> }) => standings.rows.map((r) => r.entryId);

describe('computeStandings — table tennis (ITTF)', () => {
  const options = { rules: { sportId: SPORT.tableTennis }, tieBreak: TIE_BREAK_PRESETS.ittf, seed: 7 };
  const games = (...pairs: Array<[number, number]>) => ({ periods: pairs.map(([h, a]) => score(h, a)) });

  it('separates a three-way tie on the ratio of points among the tied (games level)', () => {
    const matches = [
      played('A', 'B', games([11, 5], [11, 5], [5, 11], [11, 5])), // A 38–26
      played('B', 'C', games([11, 9], [11, 9], [9, 11], [11, 9])), // B 42–38
      played('C', 'A', games([11, 7], [11, 7], [7, 11], [11, 7])), // C 40–32
      played('A', 'D', ttResult(true)),
      played('B', 'D', ttResult(true)),
      played('C', 'D', ttResult(true)),
    ];
    const standings = computeStandings(['D', 'C', 'B', 'A'], matches, options);
    // Points among the tied: A 70/66, C 78/74, B 68/76.
    expect(order(standings)).toEqual(['A', 'C', 'B', 'D']);
    expect(standings.rows[0]?.stats).toMatchObject({ played: 3, won: 2, lost: 1, matchPoints: 5 });
    expect(standings.lots).toEqual([]);
  });

  it('gives 1 point for a played loss and 0 for a walkover', () => {
    const standings = computeStandings(
      ['A', 'B', 'C'],
      [played('A', 'B', ttResult(true)), played('C', 'A', walkover('home'))],
      options,
    );
    expect(standings.rows.map((r) => [r.entryId, r.stats.matchPoints, r.stats.forfeited])).toEqual([
      ['A', 4, 0],
      ['B', 1, 0],
      ['C', 0, 1],
    ]);
  });

  it('uses the ratio of individual matches in team events', () => {
    const team = { ...options, rules: { sportId: SPORT.tableTennis, scoring: { rubbersToWin: 3 } } };
    const rubbers = (home: number, away: number) => ({
      periods: [],
      rubbers: [
        ...Array.from({ length: away }, () => ttResult(false)),
        ...Array.from({ length: home }, () => ttResult(true)),
      ],
    });
    const matches = [
      played('A', 'B', rubbers(3, 0)),
      played('B', 'C', rubbers(3, 1)),
      played('C', 'A', rubbers(3, 2)),
    ];
    // Individual matches: A 5/3, C 4/5, B 3/4.
    expect(order(computeStandings(['A', 'B', 'C'], matches, team))).toEqual(['A', 'C', 'B']);
  });
});

describe('computeStandings — FIBA restart rule', () => {
  // A, B and C all finish 2–1; among them A beat B by 10, B beat C by 6, C beat A by 2.
  const matches = [
    played('A', 'B', points(80, 70)),
    played('B', 'C', points(56, 50)),
    played('C', 'A', points(92, 90)),
    played('A', 'D', points(60, 50)),
    played('B', 'D', points(60, 50)),
    played('C', 'D', points(60, 50)),
  ];
  const options = { rules: { sportId: SPORT.basketball }, tieBreak: TIE_BREAK_PRESETS.fiba, seed: 1 };

  it('separates A on head-to-head difference, then restarts with B and C alone', () => {
    // Head-to-head difference: A +8, B −4, C −4; B beat C in their own game.
    expect(order(computeStandings(['A', 'B', 'C', 'D'], matches, options))).toEqual(['A', 'B', 'C', 'D']);
  });

  it('would rank C ahead on three-way points scored without the restart', () => {
    const noRestart: TieBreakRules = { ...TIE_BREAK_PRESETS.fiba, restart: false };
    const standings = computeStandings(['A', 'B', 'C', 'D'], matches, { ...options, tieBreak: noRestart });
    expect(order(standings)).toEqual(['A', 'C', 'B', 'D']);
  });
});

describe('computeStandings — soccer presets', () => {
  // A beat B, but B has the better goal difference; both finish on 6 points.
  const matches = [
    played('A', 'B', goals(1, 0)),
    played('C', 'A', goals(3, 0)),
    played('A', 'D', goals(1, 0)),
    played('B', 'C', goals(4, 0)),
    played('B', 'D', goals(4, 0)),
    played('C', 'D', goals(1, 1)),
  ];
  const run = (tieBreak: TieBreakRules) =>
    order(computeStandings(['A', 'B', 'C', 'D'], matches, { rules: { sportId: SPORT.soccer }, tieBreak, seed: 3 }));

  it('UEFA decides on the head-to-head result', () => {
    expect(run(TIE_BREAK_PRESETS.uefa)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('FIFA (up to 2022) decides on overall goal difference', () => {
    expect(run(TIE_BREAK_PRESETS.fifa)).toEqual(['B', 'A', 'C', 'D']);
  });

  it('uses fair-play points once everything else is level, and custom criteria such as wins', () => {
    const allDrawn = [
      played('A', 'B', { ...goals(1, 1), fairPlay: score(2, 5) }),
      played('B', 'C', goals(0, 0)),
      played('C', 'A', goals(0, 0)),
    ];
    const byFairPlay = computeStandings(['A', 'B', 'C'], allDrawn, {
      rules: { sportId: SPORT.soccer },
      tieBreak: TIE_BREAK_PRESETS.uefa,
      seed: 3,
    });
    // C scored least among the three; A and B are level on everything but cards.
    expect(order(byFairPlay)).toEqual(['A', 'B', 'C']);
    const wins: TieBreakRules = {
      points: { win: 0, draw: 0, loss: 0, forfeit: 0 },
      criteria: [{ key: 'wins', scope: 'all' }],
      restart: false,
    };
    const byWins = computeStandings(['A', 'B'], [played('B', 'A', goals(2, 0))], {
      rules: { sportId: SPORT.soccer },
      tieBreak: wins,
      seed: 0,
    });
    expect(order(byWins)).toEqual(['B', 'A']);
  });
});

describe('computeStandings — restart or a frozen head-to-head table', () => {
  // Y and Z beat X and drew 0–0 with each other.
  const matches = [played('X', 'Y', goals(2, 3)), played('X', 'Z', goals(1, 2)), played('Y', 'Z', goals(0, 0))];
  const rules = (restart: boolean): TieBreakRules => ({
    points: TIE_BREAK_PRESETS.fifa.points,
    criteria: [
      { key: 'matchPoints', scope: 'tied' },
      { key: 'scoreFor', scope: 'tied' },
    ],
    restart,
  });
  const run = (restart: boolean) =>
    computeStandings(['X', 'Y', 'Z'], matches, { rules: { sportId: SPORT.soccer }, tieBreak: rules(restart), seed: 9 });

  it('without restart keeps reading the table of all the entries first level (goals 3 vs 2)', () => {
    const standings = run(false);
    expect(order(standings)).toEqual(['Y', 'Z', 'X']);
    expect(standings.lots).toEqual([]);
  });

  it('with restart reads only Y v Z, which is level, and ends in a lot', () => {
    expect(run(true).lots).toEqual([{ tied: ['Y', 'Z'], order: order(run(true)).slice(0, 2) }]);
  });
});

describe('computeStandings — lots and robustness', () => {
  const options = { rules: { sportId: SPORT.tableTennis }, tieBreak: TIE_BREAK_PRESETS.ittf, seed: 42 };

  it('breaks a tie nothing else separates by a recorded, replayable lot', () => {
    const first = computeStandings([3, 1, 2], [], options);
    const again = computeStandings([2, 3, 1], [], options);
    expect(first.lots).toEqual([{ tied: [1, 2, 3], order: order(first) }]);
    expect(again).toEqual(first);
    const orders = new Set(
      Array.from({ length: 20 }, (_, seed) => order(computeStandings([1, 2, 3], [], { ...options, seed })).join()),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('ignores unplayed matches, byes and matches of entries outside the table', () => {
    const standings = computeStandings(
      ['A', 'B'],
      [
        played('A', 'B', null),
        { ...played('A', 'B', ttResult(true)), away: null },
        played('A', 'Z', ttResult(false)),
        played('Z', 'B', ttResult(false)),
        played('B', 'A', ttResult(true)),
      ],
      options,
    );
    expect(standings.rows.map((r) => [r.entryId, r.stats.played])).toEqual([
      ['B', 1],
      ['A', 1],
    ]);
  });
});
