import { describe, expect, it } from 'vitest';
import { matchWhen } from './match-line';

describe('a match line’s time', () => {
  it('reads as the community’s clocks do, whatever zone the page runs in', () => {
    // 02:50 UTC on the 29th is still the evening of the 28th in Bogotá.
    expect(matchWhen('2026-11-29T02:50:00.000Z', 'America/Bogota', 'es', true)).toBe('28 nov 2026, 21:50');
    expect(matchWhen('2026-11-29T02:50:00.000Z', 'America/Bogota', 'en', true)).toBe('Nov 28, 2026, 9:50 PM');
    // And already the next day in Madrid, half past midnight.
    expect(matchWhen('2026-11-28T23:30:00.000Z', 'Europe/Madrid', 'es', true)).toBe('29 nov 2026, 00:30');
    expect(matchWhen('2026-11-28T23:30:00.000Z', 'Europe/Madrid', 'en', true)).toBe('Nov 29, 2026, 12:30 AM');
    expect(matchWhen('2026-06-01T10:05:00.000Z', 'Europe/Madrid', 'en', true)).toBe('Jun 1, 2026, 12:05 PM');
  });

  it('gives a played match its day only', () => {
    expect(matchWhen('2026-11-29T02:50:00.000Z', 'America/Bogota', 'es', false)).toBe('28 nov 2026');
    expect(matchWhen('2026-11-29T02:50:00.000Z', 'Europe/Madrid', 'en', false)).toBe('Nov 29, 2026');
  });
});
