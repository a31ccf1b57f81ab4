import { describe, expect, it } from 'vitest';
import { addDays, formatTypedDate, monthGrid, monthHeading, parseTypedDate } from './dates';

describe('typed dates', () => {
  it('read day first on Spanish pages and month first on English ones', () => {
    expect(parseTypedDate('03-04-2027', 'es')).toBe('2027-04-03');
    expect(parseTypedDate('03-04-2027', 'en')).toBe('2027-03-04');
    expect(parseTypedDate('31/12/1999', 'es')).toBe('1999-12-31');
    expect(parseTypedDate('12/31/1999', 'en')).toBe('1999-12-31');
    expect(parseTypedDate('1.2.2026', 'es')).toBe('2026-02-01');
  });

  it('read ISO in both languages and refuse dates that do not exist', () => {
    expect(parseTypedDate('2026-05-17', 'es')).toBe('2026-05-17');
    expect(parseTypedDate('2026-05-17', 'en')).toBe('2026-05-17');
    expect(parseTypedDate('31/12/1999', 'en')).toBeNull();
    expect(parseTypedDate('29/02/2027', 'es')).toBeNull();
    expect(parseTypedDate('29/02/2028', 'es')).toBe('2028-02-29');
    expect(parseTypedDate('mañana', 'es')).toBeNull();
    expect(parseTypedDate('', 'es')).toBeNull();
  });

  it('write back what they read', () => {
    expect(formatTypedDate('2027-04-03', 'es')).toBe('03/04/2027');
    expect(formatTypedDate('2027-04-03', 'en')).toBe('04/03/2027');
    for (const locale of ['es', 'en'] as const) expect(parseTypedDate(formatTypedDate('2024-02-29', locale), locale)).toBe('2024-02-29');
  });

  it('lay a month out in weeks from Monday in Spanish and from Sunday in English', () => {
    // 1 November 2026 is a Sunday.
    const es = monthGrid(2026, 11, 'es');
    expect(es[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(es.flat().filter(Boolean)).toHaveLength(30);
    expect(monthGrid(2026, 11, 'en')[0]?.[0]).toBe('2026-11-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('month headings', () => {
  it('raise only the first letter', () => {
    const november = new Date(Date.UTC(2026, 10, 1));
    expect(monthHeading(november, 'es')).toBe('Noviembre de 2026');
    expect(monthHeading(november, 'en')).toBe('November 2026');
  });
});
