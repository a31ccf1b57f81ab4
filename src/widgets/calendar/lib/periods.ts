import type { Locale } from '@domain/catalog';
import { weekStart } from '@/entities/calendar';
import { addDays, monthGrid } from '@/shared/lib/dates';

export type CalendarViewKind = 'month' | 'week' | 'list';
export const VIEWS: readonly CalendarViewKind[] = ['month', 'week', 'list'];

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
const monthEnd = (date: string) => {
  const [year = 1970, month = 1] = date.split('-').map(Number);
  return `${date.slice(0, 7)}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** The dates a view shows around a day: its month (month and list views) or its week. */
export function periodOf(view: CalendarViewKind, date: string, locale: Locale): { from: string; to: string } {
  if (view === 'week') {
    const from = weekStart(date, locale);
    return { from, to: addDays(from, 6) };
  }
  return { from: monthStart(date), to: monthEnd(date) };
}

/** The same view one period earlier (-1) or later (1). */
export function shiftPeriod(view: CalendarViewKind, date: string, by: -1 | 1): string {
  if (view === 'week') return addDays(date, 7 * by);
  const [year = 1970, month = 1] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1 + by, 1));
  return next.toISOString().slice(0, 10);
}

/** The weeks of the month holding a date, as ISO dates (null outside the month). */
export function monthWeeks(date: string, locale: Locale): (string | null)[][] {
  const [year = 1970, month = 1] = date.split('-').map(Number);
  return monthGrid(year, month, locale);
}

/** The seven days of the week holding a date. */
export function weekDays(date: string, locale: Locale): string[] {
  const first = weekStart(date, locale);
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}
