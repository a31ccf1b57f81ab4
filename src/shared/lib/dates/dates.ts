import { dateFormat } from '../intl';

/**
 * Dates as people type them: day first on Spanish pages (31/12/2026), month first on English ones
 * (12/31/2026). ISO (2026-12-31) is read in both. What goes to the API is always ISO.
 */
export type DateLocale = 'es' | 'en';

const pad = (value: number) => String(value).padStart(2, '0');

export function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The ISO date a typed text means on a page of this language, or null when it is no real date. */
export function parseTypedDate(text: string, locale: DateLocale): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/.exec(trimmed);
  if (!parts) return null;
  const [first, second, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  return locale === 'es' ? isoOf(year, second, first) : isoOf(year, first, second);
}

/** An ISO date as the page's language writes it in a field: 31/12/2026 or 12/31/2026. */
export function formatTypedDate(iso: string, locale: DateLocale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  return locale === 'es' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/** The pattern a field shows as its hint: dd/mm/aaaa or mm/dd/yyyy. */
export const typedDatePattern = (locale: DateLocale) => (locale === 'es' ? 'dd/mm/aaaa' : 'mm/dd/yyyy');

/** Today's date in ISO, in the browser's own calendar day. */
export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The weeks of a month as ISO dates (null outside the month), starting on Monday in Spanish, Sunday in English. */
export function monthGrid(year: number, month: number, locale: DateLocale): (string | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const offset = locale === 'es' ? (first + 6) % 7 : first;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (string | null)[] = [...Array.from({ length: offset }, () => null), ...Array.from({ length: days }, (_, i) => `${year}-${pad(month)}-${pad(i + 1)}`)];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The ISO date `days` later (or earlier) than another. */
export function addDays(iso: string, days: number): string {
  const [year, month, day] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * A month as a heading: "Noviembre de 2026", "November 2026". Only the first letter is raised (CSS `capitalize`
 * would write "Noviembre De 2026").
 */
export function monthHeading(month: Date, locale: DateLocale): string {
  const text = dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(month);
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
