import type { Locale } from '@domain/catalog';
import { shortDate, shortDateRange } from '@/shared/lib/intl';

/** A calendar date as people read it in the page's language ("5 mar 2027" / "Mar 5, 2027"). */
export function formatDate(iso: string, locale: Locale): string {
  return shortDate(iso, locale);
}

/** From–to dates, shortened when both fall on the same day. */
export function formatDateRange(start: string, end: string, locale: Locale): string {
  return shortDateRange(start, end, locale);
}
