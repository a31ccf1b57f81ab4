import type { Locale } from '@domain/catalog';
import { dateFormat } from '@/shared/lib/intl';

const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };

const parse = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`);

/**
 * Plain spaces for the thin and no-break ones ICU puts around a range's dash: Node's and the browser's ICU differ
 * there, and a server-rendered date must read the same after hydration.
 */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

/** A calendar date as people read it in the page's language ("5 mar 2027" / "Mar 5, 2027"). */
export function formatDate(iso: string, locale: Locale): string {
  return plainSpaces(dateFormat(locale, SHORT_DATE).format(parse(iso)));
}

/** From–to dates, shortened when both fall on the same day. */
export function formatDateRange(start: string, end: string, locale: Locale): string {
  if (start.slice(0, 10) === end.slice(0, 10)) return formatDate(start, locale);
  return plainSpaces(dateFormat(locale, SHORT_DATE).formatRange(parse(start), parse(end)));
}
