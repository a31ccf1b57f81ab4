import { zonedMoment, type CalendarEntry } from '@/entities/calendar';

/** Rows of the week's time grid are a quarter of an hour each. */
export const SLOT_MINUTES = 15;

/** A column of the time grid: one court (or table) of one place. */
export interface Lane {
  key: string;
  placeId: number | null;
  placeName: string | null;
  court: string | null;
}

/** An entry as the time grid places it: its day, first row and how many rows it covers, in the zone's clock. */
export interface Placed {
  entry: CalendarEntry;
  date: string;
  start: number;
  end: number;
  lane: string;
}

export const laneKey = (placeId: number | null, court: string | null) => `${placeId ?? '-'}|${court ?? ''}`;

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Every court in use, place by place, with numbers in their natural order ("Pista 2" before "Pista 10"). */
export function lanesOf(entries: CalendarEntry[]): Lane[] {
  const lanes = new Map<string, Lane>();
  for (const entry of entries) {
    const key = laneKey(entry.placeId, entry.court);
    if (!lanes.has(key)) lanes.set(key, { key, placeId: entry.placeId, placeName: entry.placeName, court: entry.court });
  }
  if (lanes.size === 0) lanes.set(laneKey(null, null), { key: laneKey(null, null), placeId: null, placeName: null, court: null });
  return [...lanes.values()].sort((a, b) => byName.compare(a.placeName ?? '', b.placeName ?? '') || byName.compare(a.court ?? '', b.court ?? ''));
}

/** Where each scheduled entry sits on the zone's clock. */
export function placeEntries(entries: CalendarEntry[], timeZone: string, fallbackMinutes: number): Placed[] {
  return entries.flatMap((entry) => {
    if (!entry.scheduledAt) return [];
    const start = zonedMoment(entry.scheduledAt, timeZone);
    const minutes = entry.durationMinutes ?? (entry.endsAt ? Math.round((Date.parse(entry.endsAt) - Date.parse(entry.scheduledAt)) / 60_000) : fallbackMinutes);
    return [{ entry, date: start.date, start: start.minutes, end: Math.min(start.minutes + Math.max(minutes, SLOT_MINUTES), 24 * 60), lane: laneKey(entry.placeId, entry.court) }];
  });
}

/** The hours the grid shows: 09:00 to 21:00, stretched to whole hours around any match outside them. */
export function hoursOf(placed: Placed[]): { first: number; last: number } {
  const first = Math.min(9 * 60, ...placed.map((item) => Math.floor(item.start / 60) * 60));
  const last = Math.max(21 * 60, ...placed.map((item) => Math.ceil(item.end / 60) * 60));
  return { first, last };
}
