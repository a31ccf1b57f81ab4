import * as v from 'valibot';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;
const TIME = /^([01]?\d|2[0-3])[:.]([0-5]\d)(?:[:.]([0-5]\d))?$/;

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last;
}

/** Reads YYYY-MM-DD or MM-DD-YYYY and returns YYYY-MM-DD, or null for anything else (including 2026-13-40). */
export function normalizeDate(input: string): string | null {
  const iso = ISO_DATE.exec(input);
  const us = iso ? null : US_DATE.exec(input);
  const parts = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (!isRealDate(year, month, day)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Reads HH:MM, HH.MM (optional seconds) and returns HH:MM[:SS], or null. */
export function normalizeTime(input: string): string | null {
  const match = TIME.exec(input);
  if (!match) return null;
  const [, hour, minute, second] = match;
  const base = `${String(hour).padStart(2, '0')}:${minute}`;
  return second ? `${base}:${second}` : base;
}

export const date = v.pipe(
  v.string('invalidType'),
  v.trim(),
  v.check((value) => normalizeDate(value) !== null, 'date'),
  v.transform((value) => normalizeDate(value) as string),
);

export const time = v.pipe(
  v.string('invalidType'),
  v.trim(),
  v.check((value) => normalizeTime(value) !== null, 'time'),
  v.transform((value) => normalizeTime(value) as string),
);

/** ISO timestamp with fractional seconds, as the API returns them. */
export function toTimestamp(value: Date): string {
  return value.toISOString();
}
