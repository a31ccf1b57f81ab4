import { describe, expect, it } from 'vitest';
import { dateFormat } from './date-format';

describe('dateFormat', () => {
  it('gives the same formatter for the same language and options, and formats as a new one would', () => {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
    const first = dateFormat('es', options);
    expect(dateFormat('es', { ...options })).toBe(first);
    const day = new Date('2027-03-05T12:00:00Z');
    expect(first.format(day)).toBe(new Intl.DateTimeFormat('es', options).format(day));
  });

  it('keeps languages and options apart', () => {
    const options: Intl.DateTimeFormatOptions = { month: 'long', timeZone: 'UTC' };
    const day = new Date('2027-03-05T12:00:00Z');
    expect(dateFormat('es', options).format(day)).toBe('marzo');
    expect(dateFormat('en', options).format(day)).toBe('March');
    expect(dateFormat('en', { ...options, month: 'short' }).format(day)).toBe('Mar');
  });
});
