import { describe, expect, it } from 'vitest';
import { filterBySearch, normalizeForSearch } from './search-text';

describe('search text', () => {
  it('ignores case and accents', () => {
    expect(normalizeForSearch('Perú')).toBe('peru');
    expect(normalizeForSearch(' MÉXICO ')).toBe('mexico');
    expect(normalizeForSearch('Ñuñoa')).toBe('nunoa');
  });

  it('finds what was typed anywhere in a label, word starts first', () => {
    const countries = ['Perú', 'México', 'Nueva Zelanda', 'Zelandia del Perú', 'Emiratos Árabes Unidos'];
    expect(filterBySearch(countries, 'peru', (c) => c)).toEqual(['Perú', 'Zelandia del Perú']);
    expect(filterBySearch(countries, 'ARABES', (c) => c)).toEqual(['Emiratos Árabes Unidos']);
    expect(filterBySearch(countries, 'elan', (c) => c)).toEqual(['Nueva Zelanda', 'Zelandia del Perú']);
    expect(filterBySearch(countries, '', (c) => c)).toHaveLength(5);
  });
});
