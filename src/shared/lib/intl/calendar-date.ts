/**
 * Calendar dates ("5 mar 2027" / "Mar 5, 2027") and their ranges written without the browser's Intl.
 *
 * The first Intl formatter a page makes loads the language's calendar data: 50–75 ms of one task on a modest machine
 * (four times that on a phone), on every first visit, in the middle of hydration. Lists, cards and rankings only ever
 * need the short date in Spanish or English, so those two are written here from the same month names ICU uses, and read
 * the same on the server and in every browser (ICU versions differ in their spaces and abbreviations, this does not).
 */
const MONTHS_SHORT: Record<'es' | 'en', readonly string[]> = {
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The day an ISO date or timestamp names, read from its first ten characters ("2027-03-05…"). */
function dayOf(iso: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day };
}

const languageOf = (locale: string): 'es' | 'en' => (locale.toLowerCase().startsWith('en') ? 'en' : 'es');
const monthName = (language: 'es' | 'en', month: number) => MONTHS_SHORT[language][month - 1] ?? '';

/** A calendar date as people read it in the page's language: "5 mar 2027" / "Mar 5, 2027"; an unreadable date as given. */
export function shortDate(iso: string, locale: string): string {
  const date = dayOf(iso);
  if (!date) return iso;
  const language = languageOf(locale);
  const month = monthName(language, date.month);
  return language === 'en' ? `${month} ${date.day}, ${date.year}` : `${date.day} ${month} ${date.year}`;
}

/**
 * From–to dates with what they share written once: "5–8 mar 2027", "5 mar – 2 abr 2027", "30 dic 2026 – 2 ene 2027"
 * ("Mar 5 – 8, 2027", "Mar 5 – Apr 2, 2027", "Dec 30, 2026 – Jan 2, 2027"); one date when both fall on the same day.
 */
export function shortDateRange(startIso: string, endIso: string, locale: string): string {
  const start = dayOf(startIso);
  const end = dayOf(endIso);
  if (!start || !end) return `${shortDate(startIso, locale)} – ${shortDate(endIso, locale)}`;
  const language = languageOf(locale);
  if (start.year !== end.year) return `${shortDate(startIso, locale)} – ${shortDate(endIso, locale)}`;
  if (start.month !== end.month) {
    return language === 'en'
      ? `${monthName(language, start.month)} ${start.day} – ${monthName(language, end.month)} ${end.day}, ${end.year}`
      : `${start.day} ${monthName(language, start.month)} – ${end.day} ${monthName(language, end.month)} ${end.year}`;
  }
  if (start.day === end.day) return shortDate(startIso, locale);
  return language === 'en'
    ? `${monthName(language, start.month)} ${start.day} – ${end.day}, ${end.year}`
    : `${start.day}–${end.day} ${monthName(language, start.month)} ${end.year}`;
}
