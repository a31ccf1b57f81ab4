import { SLUG_PATTERN } from '@domain/contract';
import { slugify } from './slugify';

describe('slugify', () => {
  it('turns names into valid slugs', () => {
    expect(slugify('Liga Andina de Tenis de Mesa')).toBe('liga-andina-de-tenis-de-mesa');
    expect(slugify('  Fútbol  de   Barrio!! ')).toBe('futbol-de-barrio');
    expect(slugify('Ñandú & Cía. 2026')).toBe('nandu-cia-2026');
    for (const name of ['Copa -- Sur', '¿Qué?', 'a'.repeat(79) + ' b']) {
      const slug = slugify(name);
      expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
    }
  });
});
