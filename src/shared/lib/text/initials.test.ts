import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Olga Organizadora')).toBe('OO');
    expect(initialsOf('  ana   maría lópez ')).toBe('AM');
    expect(initialsOf('Ana')).toBe('A');
    expect(initialsOf('')).toBe('');
  });

  it('never shows a separator or a dot: doubles, teams and clubs read as names', () => {
    expect(initialsOf('Martínez / López')).toBe('ML');
    expect(initialsOf('M. Gómez / L. Pérez')).toBe('MG');
    expect(initialsOf('C.D. Halcones')).toBe('CH');
    expect(initialsOf('Ríos & Vega')).toBe('RV');
    expect(initialsOf('Ñandú - Élite')).toBe('ÑÉ');
  });
});
