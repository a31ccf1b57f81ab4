import { addDays, isTimeZone, localDate, localDaySpan, localTime, zoneOffsetMinutes, zonedToUtc } from './time-zone.rules';

const iso = (instant: number) => new Date(instant).toISOString();
const at = (text: string) => Date.parse(text);
const HOUR = 3_600_000;

describe('Madrid wall-clock time around the clock changes', () => {
  it('maps 10:00 to 09:00Z in winter and 08:00Z in summer, across the last Sunday of March', () => {
    expect(iso(zonedToUtc('2026-03-28', '10:00', 'Europe/Madrid'))).toBe('2026-03-28T09:00:00.000Z');
    expect(iso(zonedToUtc('2026-03-29', '10:00', 'Europe/Madrid'))).toBe('2026-03-29T08:00:00.000Z');
    expect(iso(zonedToUtc('2026-03-30', '10:00', 'Europe/Madrid'))).toBe('2026-03-30T08:00:00.000Z');
  });

  it('maps 10:00 to 08:00Z before and 09:00Z after the last Sunday of October', () => {
    expect(iso(zonedToUtc('2026-10-24', '10:00', 'Europe/Madrid'))).toBe('2026-10-24T08:00:00.000Z');
    expect(iso(zonedToUtc('2026-10-25', '10:00', 'Europe/Madrid'))).toBe('2026-10-25T09:00:00.000Z');
    expect(iso(zonedToUtc('2026-10-26', '10:00', 'Europe/Madrid'))).toBe('2026-10-26T09:00:00.000Z');
  });

  it('moves a time skipped in spring forward by the hour the clocks jump', () => {
    expect(iso(zonedToUtc('2026-03-29', '02:30', 'Europe/Madrid'))).toBe('2026-03-29T01:30:00.000Z');
    expect(localTime(zonedToUtc('2026-03-29', '02:30', 'Europe/Madrid'), 'Europe/Madrid')).toBe('03:30');
    expect(iso(zonedToUtc('2026-03-29', '01:59', 'Europe/Madrid'))).toBe('2026-03-29T00:59:00.000Z');
    expect(iso(zonedToUtc('2026-03-29', '03:00', 'Europe/Madrid'))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('reads a time that happens twice in autumn as its first occurrence', () => {
    expect(iso(zonedToUtc('2026-10-25', '02:30', 'Europe/Madrid'))).toBe('2026-10-25T00:30:00.000Z');
    expect(localTime(at('2026-10-25T01:30:00Z'), 'Europe/Madrid')).toBe('02:30');
    expect(iso(zonedToUtc('2026-10-25', '03:00', 'Europe/Madrid'))).toBe('2026-10-25T02:00:00.000Z');
  });

  it('changes the offset at the exact instant of each change', () => {
    expect(zoneOffsetMinutes(at('2026-03-29T00:59:59Z'), 'Europe/Madrid')).toBe(60);
    expect(zoneOffsetMinutes(at('2026-03-29T01:00:00Z'), 'Europe/Madrid')).toBe(120);
    expect(zoneOffsetMinutes(at('2026-10-25T00:59:59Z'), 'Europe/Madrid')).toBe(120);
    expect(zoneOffsetMinutes(at('2026-10-25T01:00:00Z'), 'Europe/Madrid')).toBe(60);
  });

  it('gives the days of a change 23 and 25 hours', () => {
    const spring = localDaySpan('2026-03-29', 'Europe/Madrid');
    const autumn = localDaySpan('2026-10-25', 'Europe/Madrid');
    expect((spring.end - spring.start) / HOUR).toBe(23);
    expect((autumn.end - autumn.start) / HOUR).toBe(25);
    expect(iso(autumn.start)).toBe('2026-10-24T22:00:00.000Z');
    expect(iso(autumn.end)).toBe('2026-10-25T23:00:00.000Z');
  });

  it('names the local date of an instant near midnight', () => {
    expect(localDate(at('2026-10-24T22:30:00Z'), 'Europe/Madrid')).toBe('2026-10-25');
    expect(localDate(at('2026-10-24T21:30:00Z'), 'Europe/Madrid')).toBe('2026-10-24');
  });
});

describe('other zones', () => {
  it('follows the southern hemisphere and half-hour offsets', () => {
    expect(iso(zonedToUtc('2026-01-15', '10:00', 'Australia/Sydney'))).toBe('2026-01-14T23:00:00.000Z');
    expect(iso(zonedToUtc('2026-07-15', '10:00', 'Australia/Sydney'))).toBe('2026-07-15T00:00:00.000Z');
    expect(iso(zonedToUtc('2026-07-15', '10:00', 'Asia/Kolkata'))).toBe('2026-07-15T04:30:00.000Z');
    expect(iso(zonedToUtc('2026-03-08', '10:00', 'America/New_York'))).toBe('2026-03-08T14:00:00.000Z');
    expect(iso(zonedToUtc('2026-03-07', '10:00', 'America/New_York'))).toBe('2026-03-07T15:00:00.000Z');
    expect(iso(zonedToUtc('2026-07-01', '10:00', 'UTC'))).toBe('2026-07-01T10:00:00.000Z');
  });

  it('tells known zone names from unknown ones and adds days across months', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('refuses text that is not a local date and time', () => {
    expect(() => zonedToUtc('2026-7-1', '10:00', 'Europe/Madrid')).toThrow(RangeError);
    expect(() => zonedToUtc('2026-07-01', '10', 'Europe/Madrid')).toThrow(RangeError);
  });
});

describe('instants already worked out', () => {
  it('answers the same instant again for each zone, and keeps refusing what is not a date and time', () => {
    for (let round = 0; round < 3; round += 1) {
      expect(iso(zonedToUtc('2026-03-29', '02:30', 'Europe/Madrid'))).toBe('2026-03-29T01:30:00.000Z');
      expect(iso(zonedToUtc('2026-03-29', '02:30', 'America/Bogota'))).toBe('2026-03-29T07:30:00.000Z');
      expect(() => zonedToUtc('2026-3-29', '02:30', 'Europe/Madrid')).toThrow(RangeError);
    }
  });

  it('a month of a calendar asks for the same playing hours once per match: thousands of times cost next to nothing', () => {
    const started = performance.now();
    for (let match = 0; match < 20_000; match += 1) zonedToUtc(`2026-11-${String((match % 28) + 1).padStart(2, '0')}`, '09:00', 'Europe/Madrid');
    // Each first answer takes four `formatToParts` calls: without keeping them, 20,000 took about 0.3 s on this kind of machine.
    expect(performance.now() - started).toBeLessThan(100);
  });
});
