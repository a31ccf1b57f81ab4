import fc from 'fast-check';
import { scheduleRoundRobin } from './round-robin.schedule';

// A thousand generated cases per property: allow for a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const ids = (count: number): string[] => Array.from({ length: count }, (_, i) => `e${i + 1}`);
const pairKey = (a: unknown, b: unknown): string => [String(a), String(b)].sort().join('|');

describe('scheduleRoundRobin', () => {
  it('maps Berger numbers to entries in draw order, with ids from the prefix', () => {
    const schedule = scheduleRoundRobin(['a', 'b', 'c', 'd'], { idPrefix: 'g1-' });
    expect(schedule.roundCount).toBe(3);
    expect(schedule.resting).toEqual([null, null, null]);
    expect(schedule.matches.slice(0, 4)).toEqual([
      { id: 'g1-r1p1', round: 1, position: 1, home: 'a', away: 'd', result: null },
      { id: 'g1-r1p2', round: 1, position: 2, home: 'b', away: 'c', result: null },
      { id: 'g1-r2p1', round: 2, position: 1, home: 'd', away: 'c', result: null },
      { id: 'g1-r2p2', round: 2, position: 2, home: 'a', away: 'b', result: null },
    ]);
  });

  it('lets the entry facing the dummy rest in an odd group', () => {
    const schedule = scheduleRoundRobin([1, 2, 3]);
    expect(schedule.roundCount).toBe(3);
    expect(schedule.resting).toEqual([1, 3, 2]);
    expect(schedule.matches.map((m) => [m.id, m.home, m.away])).toEqual([
      ['r1p1', 2, 3],
      ['r2p1', 1, 2],
      ['r3p1', 3, 1],
    ]);
  });

  it('swaps home and away on the second leg; two entries cannot avoid the rematch', () => {
    const schedule = scheduleRoundRobin(['x', 'y'], { rounds: 2 });
    expect(schedule.matches.map((m) => [m.round, m.home, m.away])).toEqual([
      [1, 'x', 'y'],
      [2, 'y', 'x'],
    ]);
  });

  it('property: pairs, rounds, rests and legs hold for any size and leg count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), fc.integer({ min: 1, max: 4 }), (n, legs) => {
        const { roundCount, matches, resting } = scheduleRoundRobin(ids(n), { rounds: legs });
        const perLeg = n % 2 === 0 ? n - 1 : n;
        const byRound = Array.from({ length: roundCount }, (): string[] => []);
        const seenInLeg = Array.from({ length: legs }, () => new Set<string>());
        let swappedRight = true;
        matches.forEach((match, index) => {
          const key = pairKey(match.home, match.away);
          byRound[match.round - 1]?.push(key);
          const leg = Math.floor((match.round - 1) / perLeg);
          seenInLeg[leg]?.add(key);
          const original = matches[index % ((n * (n - 1)) / 2)];
          const expectedHome = leg % 2 === 0 ? original?.home : original?.away;
          swappedRight &&= match.home === expectedHome;
        });
        const roundsOk = byRound.every((keys, index) => {
          const players = keys.flatMap((key) => key.split('|'));
          const rest = resting[index];
          const restOk = rest === null ? n % 2 === 0 : n % 2 === 1 && !players.includes(String(rest));
          const next = byRound[index + 1] ?? [];
          const noRematch = n === 2 || !keys.some((key) => next.includes(key));
          const distinct = new Set(players).size === players.length;
          return distinct && players.length === n - (n % 2) && restOk && noRematch;
        });
        const legsOk = seenInLeg.every((keys) => keys.size === (n * (n - 1)) / 2);
        return (
          roundCount === perLeg * legs &&
          matches.length === (legs * n * (n - 1)) / 2 &&
          roundsOk &&
          legsOk &&
          swappedRight
        );
      }),
      { numRuns: 1000 },
    );
  });
});
