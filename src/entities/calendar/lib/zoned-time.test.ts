import { describe, expect, it } from 'vitest';
import { formatTime, weekStart, zonedMoment, zonedToUtc } from './zoned-time';

describe('times in the community zone', () => {
  it('read an instant on the zone clock, whatever the browser zone', () => {
    expect(zonedMoment('2026-11-28T09:30:00.000Z', 'Europe/Madrid')).toEqual({ date: '2026-11-28', time: '10:30', minutes: 630 });
    expect(zonedMoment('2026-07-04T23:30:00.000Z', 'Europe/Madrid')).toEqual({ date: '2026-07-05', time: '01:30', minutes: 90 });
    expect(zonedMoment('2026-11-28T09:30:00.000Z', 'America/New_York').date).toBe('2026-11-28');
    expect(formatTime('2026-11-28T09:30:00.000Z', 'Europe/Madrid', 'es')).toBe('10:30');
    expect(formatTime('2026-11-28T09:30:00.000Z', 'Europe/Madrid', 'en')).toBe('10:30 AM');
  });

  it('turn a wall-clock time into UTC on both sides of a daylight-saving change', () => {
    expect(zonedToUtc('2026-03-28', '10:00', 'Europe/Madrid')).toBe('2026-03-28T09:00:00.000Z');
    expect(zonedToUtc('2026-03-29', '10:00', 'Europe/Madrid')).toBe('2026-03-29T08:00:00.000Z');
    expect(zonedToUtc('2026-10-25', '10:00', 'Europe/Madrid')).toBe('2026-10-25T09:00:00.000Z');
    // 02:30 does not exist on 29 March in Madrid: the clock jumps from 02:00 to 03:00.
    expect(zonedMoment(zonedToUtc('2026-03-29', '02:30', 'Europe/Madrid'), 'Europe/Madrid').time).toBe('03:30');
    // 02:30 happens twice on 25 October: the first one, still in summer time.
    expect(zonedToUtc('2026-10-25', '02:30', 'Europe/Madrid')).toBe('2026-10-25T00:30:00.000Z');
    for (const time of ['00:00', '09:15', '23:45']) expect(zonedMoment(zonedToUtc('2026-06-01', time, 'Asia/Kolkata'), 'Asia/Kolkata').time).toBe(time);
  });

  it('start weeks on Monday in Spanish and on Sunday in English', () => {
    // 28 November 2026 is a Saturday.
    expect(weekStart('2026-11-28', 'es')).toBe('2026-11-23');
    expect(weekStart('2026-11-28', 'en')).toBe('2026-11-22');
    expect(weekStart('2026-11-22', 'es')).toBe('2026-11-16');
  });
});
