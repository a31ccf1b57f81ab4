import { describe, expect, it } from 'vitest';
import { weekLanes, type TournamentSpan } from './month-lanes';

const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
const t = (id: number, startDate: string, endDate: string): TournamentSpan => ({ id, name: `T${id}`, startDate, endDate });

/** Each lane as a line of the week: the tournament's id on its days, a dot where the lane is free. */
const drawn = (lanes: ReturnType<typeof weekLanes>) => {
  const count = lanes[0]?.length ?? 0;
  return Array.from({ length: count }, (_, lane) => lanes.map((day) => (day[lane] ? String(day[lane].tournament.id) : '.')).join(''));
};

describe('the month view’s tournament bars', () => {
  it('keeps a tournament on one lane across the week and puts overlapping ones on the next', () => {
    const lanes = weekLanes(week, [t(1, '2026-11-20', '2026-11-25'), t(2, '2026-11-24', '2026-12-02'), t(3, '2026-11-27', '2026-11-28')]);
    expect(drawn(lanes)).toEqual(['111.33.', '.222222']);
  });

  it('marks where a bar begins in the week and where the tournament itself starts and ends', () => {
    const lanes = weekLanes(week, [t(1, '2026-11-20', '2026-11-25'), t(3, '2026-11-27', '2026-11-28')]);
    expect(lanes[0]?.[0]).toMatchObject({ first: true, starts: false, ends: false });
    expect(lanes[2]?.[0]).toMatchObject({ first: false, ends: true });
    expect(lanes[4]?.[0]).toMatchObject({ tournament: { id: 3 }, first: true, starts: true, ends: false });
    expect(lanes[5]?.[0]).toMatchObject({ first: false, ends: true });
  });

  it('draws nothing on days outside the month and leaves out tournaments of other weeks', () => {
    const lanes = weekLanes([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'], [t(2, '2026-11-24', '2026-12-02'), t(4, '2026-12-10', '2026-12-12')]);
    expect(drawn(lanes)).toEqual(['..22...']);
    expect(lanes[2]?.[0]).toMatchObject({ first: true, starts: false });
  });

  it('takes timestamps as their day', () => {
    expect(drawn(weekLanes(week, [t(5, '2026-11-29T00:00:00.000Z', '2026-11-29T00:00:00.000Z')]))).toEqual(['......5']);
  });
});
