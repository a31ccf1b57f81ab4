import type { Locale } from '@domain/catalog';
// The module itself, not the calendar index: the scheduler's rules stay out of the screens' download.
import { localParts, zonedToUtc as instantOf } from '@domain/calendar/time-zone.rules';
import { dateFormat } from '@/shared/lib/intl';

/** Wall-clock date and time of an instant in a time zone: what people on the courts read. */
export interface ZonedMoment {
  date: string;
  time: string;
  /** Minutes since that day's midnight. */
  minutes: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Plain spaces for the thin and no-break ones ICU writes: Node's and the browser's ICU differ there, and a
 * server-rendered time must read the same after hydration.
 */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

/** The date and time an ISO instant reads as in the zone. */
export function zonedMoment(iso: string, timeZone: string): ZonedMoment {
  const parts = localParts(Date.parse(iso), timeZone);
  return { date: `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`, time: `${pad(parts.hour)}:${pad(parts.minute)}`, minutes: parts.hour * 60 + parts.minute };
}

/**
 * The UTC instant (ISO) of a wall-clock date and time ("2026-03-29", "09:30") in the zone, by the same rule the
 * server schedules with: a time skipped by a daylight-saving change moves forward with the clock, a repeated one
 * takes its first occurrence.
 */
export function zonedToUtc(date: string, time: string, timeZone: string): string {
  return new Date(instantOf(date, time, timeZone)).toISOString();
}

/** A time of day as the page's language writes it: "09:30" or "9:30 AM". */
export function formatTime(iso: string, timeZone: string, locale: Locale): string {
  return plainSpaces(dateFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso)));
}

/** Minutes of a day ("09:30" → 570) and back. */
export const minutesOf = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return hour * 60 + minute;
};
export const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;

/** A calendar day as a heading: "sábado, 28 de noviembre" / "Saturday, November 28". */
export function formatDay(date: string, locale: Locale, options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' }): string {
  return plainSpaces(dateFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`)));
}

/** The first day of the week holding a date: Monday on Spanish pages, Sunday on English ones. */
export function weekStart(date: string, locale: Locale): string {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  const back = locale === 'es' ? (day + 6) % 7 : day;
  const start = new Date(Date.parse(`${date}T12:00:00Z`) - back * 86_400_000);
  return start.toISOString().slice(0, 10);
}
