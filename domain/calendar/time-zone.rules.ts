/**
 * Wall-clock time in an IANA time zone, computed with `Intl.DateTimeFormat` only, so the same code runs in the
 * browser and on the server without a time-zone database of its own.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Whether the runtime knows the zone (an unknown name makes `Intl` throw). */
export function isTimeZone(name: string): boolean {
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date and clock time an instant shows in the zone. */
export function localParts(instant: number, timeZone: string): LocalParts {
  const values: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  const read = (key: string) => values[key] ?? 0;
  return { year: read('year'), month: read('month'), day: read('day'), hour: read('hour') % 24, minute: read('minute'), second: read('second') };
}

/** Minutes the zone is ahead of UTC at that instant (Madrid: 60 in winter, 120 in summer). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const truncated = Math.floor(instant / 1000) * 1000;
  return Math.round((asUtc - truncated) / MINUTE);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * Instants already worked out, by zone, date and time: each takes four `formatToParts` calls, and a calendar asks for
 * the same few (its tournaments' playing hours) once per match, which held the server's thread for up to half a
 * second on a month of the demo's calendar. Bounded: emptied when full.
 */
const instantsOfWall = new Map<string, number>();
const INSTANTS_KEPT = 10_000;

/**
 * The instant a local date and time (`2026-10-25`, `10:00`) names in the zone. A time skipped by a clock change
 * moves forward by the gap (02:30 on the spring change is 03:30 summer time); a time that happens twice (the
 * autumn change) is its first occurrence.
 */
export function zonedToUtc(date: string, time: string, timeZone: string): number {
  const key = `${timeZone} ${date} ${time}`;
  const known = instantsOfWall.get(key);
  if (known !== undefined) return known;
  const instant = computeZonedToUtc(date, time, timeZone);
  if (instantsOfWall.size >= INSTANTS_KEPT) instantsOfWall.clear();
  instantsOfWall.set(key, instant);
  return instant;
}

function computeZonedToUtc(date: string, time: string, timeZone: string): number {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) throw new RangeError(`Not a local date and time: ${date} ${time}`);
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  const before = zoneOffsetMinutes(wall - DAY, timeZone);
  const after = zoneOffsetMinutes(wall + DAY, timeZone);
  const candidates = [...new Set([wall - before * MINUTE, wall - after * MINUTE])].filter((instant) => instant + zoneOffsetMinutes(instant, timeZone) * MINUTE === wall);
  if (candidates.length > 0) return Math.min(...candidates);
  return wall - before * MINUTE;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** `YYYY-MM-DD` of the instant in the zone. */
export function localDate(instant: number, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** `HH:MM` of the instant in the zone. */
export function localTime(instant: number, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** The date `days` after a `YYYY-MM-DD` date (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const d = DATE.exec(date);
  if (!d) throw new RangeError(`Not a date: ${date}`);
  const moved = new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]) + days));
  return `${pad(moved.getUTCFullYear(), 4)}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** The half-open UTC span `[start, end)` of a local calendar day (23 or 25 hours on a clock change). */
export function localDaySpan(date: string, timeZone: string): { start: number; end: number } {
  return { start: zonedToUtc(date, '00:00', timeZone), end: zonedToUtc(addDays(date, 1), '00:00', timeZone) };
}
