import { scheduleMatches, slotStepMinutes } from './schedule.rules';
import type { ScheduleMatch } from './schedule.types';

const MINUTE = 60_000;
const nine = Date.UTC(2026, 10, 28, 8);
const window = { start: nine, end: nine + 4 * 60 * MINUTE };
const courts = [{ placeId: 1, court: 'Pista 1' }, { placeId: 1, court: 'Pista 2' }];
const side = (id: number, ...personIds: number[]) => ({ id, personIds: personIds.length > 0 ? personIds : [id] });
const match = (id: number, round: number, home: number | null, away: number | null, feeds: number[] = []): ScheduleMatch => ({
  id,
  series: 1,
  phaseId: 1,
  phaseOrder: 1,
  round,
  sides: [home === null ? null : side(home), away === null ? null : side(away)],
  feeds,
});
const at = (minutes: number) => nine + minutes * MINUTE;

describe('scheduleMatches', () => {
  it('fills the earliest slot first and spreads matches of the same time over the courts', () => {
    const { placements } = scheduleMatches({ matches: [match(1, 1, 1, 2), match(2, 1, 3, 4), match(3, 1, 5, 6)], booked: [], windows: [window], courts, durationMinutes: 30, restMinutes: 0 });
    expect(placements.map((p) => [p.matchId, p.start, p.court])).toEqual([
      [1, at(0), 'Pista 1'],
      [2, at(0), 'Pista 2'],
      [3, at(30), 'Pista 1'],
    ]);
  });

  it('keeps the rest between a player\'s matches and the order of rounds', () => {
    const { placements } = scheduleMatches({ matches: [match(1, 1, 1, 2), match(2, 1, 3, 4), match(3, 2, 1, 3), match(4, 2, 2, 4)], booked: [], windows: [window], courts, durationMinutes: 30, restMinutes: 15 });
    expect(placements.map((p) => p.start)).toEqual([at(0), at(0), at(45), at(45)]);
  });

  it('starts a knockout match after the matches feeding it, and reports byes and what does not fit', () => {
    const bracket = [match(1, 1, 1, null), match(2, 1, 2, 3), match(3, 1, 4, 5), match(4, 1, 6, 7), match(5, 2, 1, null, [1, 2]), match(6, 2, null, null, [3, 4]), match(7, 3, null, null, [5, 6])];
    const { placements, unplaced } = scheduleMatches({ matches: bracket, booked: [], windows: [{ start: nine, end: at(120) }], courts: [courts[0]!], durationMinutes: 30, restMinutes: 10 });
    expect(placements.map((p) => [p.matchId, p.start])).toEqual([
      [2, at(0)],
      [3, at(30)],
      [4, at(60)],
      [5, at(90)],
    ]);
    expect(unplaced).toEqual([
      { matchId: 1, reason: 'no-sides' },
      { matchId: 6, reason: 'no-slot' },
      { matchId: 7, reason: 'no-slot' },
    ]);
  });

  it('leaves booked matches where they are and works around them', () => {
    const booked = [{ matchId: 99, placeId: 1, court: 'Pista 1', start: at(0), end: at(60), personIds: [1] }];
    const { placements } = scheduleMatches({ matches: [match(1, 1, 1, 2), match(2, 1, 3, 4)], booked, windows: [window], courts, durationMinutes: 30, restMinutes: 0 });
    expect(placements.map((p) => [p.matchId, p.start, p.court])).toEqual([
      [1, at(60), 'Pista 2'],
      [2, at(0), 'Pista 2'],
    ]);
  });

  it('tries start times on a grid of round minutes', () => {
    expect(slotStepMinutes(45, 15)).toBe(15);
    expect(slotStepMinutes(30, 0)).toBe(30);
    expect(slotStepMinutes(25, 5)).toBe(5);
    expect(slotStepMinutes(7, 0)).toBe(5);
  });
});
