import { describe, expect, it } from 'vitest';
import { shortDate, shortDateRange } from './calendar-date';

const icu = (locale: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const noon = (iso: string) => new Date(`${iso}T12:00:00Z`);
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('shortDate', () => {
  it('reads as ICU writes it, every month, in both languages', () => {
    for (const locale of ['es', 'en']) {
      for (let month = 1; month <= 12; month += 1) {
        const iso = `2026-${String(month).padStart(2, '0')}-0${(month % 9) + 1}`;
        expect(shortDate(iso, locale)).toBe(plain(icu(locale).format(noon(iso))));
      }
    }
    expect(shortDate('2027-03-05', 'es')).toBe('5 mar 2027');
    expect(shortDate('2027-03-05T18:30:00.000Z', 'en')).toBe('Mar 5, 2027');
  });

  it('gives back what it cannot read', () => {
    expect(shortDate('soon', 'es')).toBe('soon');
    expect(shortDate('2027-13-05', 'en')).toBe('2027-13-05');
  });
});

describe('shortDateRange', () => {
  const cases: [string, string, string, string][] = [
    ['2027-03-05', '2027-03-08', '5–8 mar 2027', 'Mar 5 – 8, 2027'],
    ['2027-03-05', '2027-04-02', '5 mar – 2 abr 2027', 'Mar 5 – Apr 2, 2027'],
    ['2026-12-30', '2027-01-02', '30 dic 2026 – 2 ene 2027', 'Dec 30, 2026 – Jan 2, 2027'],
    ['2027-03-05', '2027-03-05T20:00:00Z', '5 mar 2027', 'Mar 5, 2027'],
  ];
  it.each(cases)('%s to %s', (start, end, es, en) => {
    expect(shortDateRange(start, end, 'es')).toBe(es);
    expect(shortDateRange(start, end, 'en')).toBe(en);
    if (start.slice(0, 10) !== end.slice(0, 10)) {
      expect(es).toBe(plain(icu('es').formatRange(noon(start), noon(end.slice(0, 10)))));
      expect(en).toBe(plain(icu('en').formatRange(noon(start), noon(end.slice(0, 10)))));
    }
  });
});
