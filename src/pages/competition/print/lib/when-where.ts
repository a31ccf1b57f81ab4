import type { Locale } from '@domain/catalog';
import { formatDay, formatTime, zonedMoment, type CalendarEntry } from '@/entities/calendar';

/** When and where a match is played, in the community's time zone, as the calendar has it. */
export function placeOf(entry: CalendarEntry | undefined, timeZone: string, locale: Locale, courtLabel: (court: string) => string): { when: string | null; where: string | null } {
  if (!entry?.scheduledAt) return { when: null, where: entry?.placeName ?? null };
  const day = formatDay(zonedMoment(entry.scheduledAt, timeZone).date, locale, { weekday: 'short', day: 'numeric', month: 'short' });
  const where = [entry.placeName, entry.court ? courtLabel(entry.court) : null].filter(Boolean).join(' · ') || null;
  return { when: `${day} ${formatTime(entry.scheduledAt, timeZone, locale)}`, where };
}

export interface CourtPlan {
  /** Day in the community's time zone (YYYY-MM-DD). */
  date: string;
  place: string | null;
  court: string | null;
  entries: CalendarEntry[];
}

/**
 * The order of play: the scheduled matches by day, then by place and court, each court's matches by start time.
 * Undated matches are left out (the sheet counts them).
 */
export function orderOfPlay(entries: readonly CalendarEntry[], timeZone: string): CourtPlan[] {
  const plans = new Map<string, CourtPlan>();
  const scheduled = entries.filter((entry) => entry.scheduledAt !== null).sort((a, b) => (a.scheduledAt ?? '').localeCompare(b.scheduledAt ?? '') || a.matchId - b.matchId);
  for (const entry of scheduled) {
    const date = zonedMoment(entry.scheduledAt ?? '', timeZone).date;
    const key = `${date}|${entry.placeName ?? ''}|${entry.court ?? ''}`;
    const plan = plans.get(key) ?? { date, place: entry.placeName, court: entry.court, entries: [] };
    plan.entries.push(entry);
    plans.set(key, plan);
  }
  const collator = new Intl.Collator(undefined, { numeric: true });
  return [...plans.values()].sort((a, b) => a.date.localeCompare(b.date) || collator.compare(a.place ?? '', b.place ?? '') || collator.compare(a.court ?? '', b.court ?? ''));
}
