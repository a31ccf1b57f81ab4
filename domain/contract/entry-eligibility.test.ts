import { describe, expect, it } from 'vitest';
import { ageOn, entryRefusal, type EntryCandidate, type EntryRules } from './entry-eligibility';

const rules: EntryRules = { communityId: 1, sportId: 1, modalityId: 1, genreId: 1, startDate: '2026-06-01', ageCategory: null };
const player: EntryCandidate = { communityId: 1, modalityId: 1, sportId: 1, genreId: 2, birthDate: '2012-06-02', members: [] };

describe('entry eligibility', () => {
  it('counts whole years up to the day', () => {
    expect(ageOn('2012-06-02', '2026-06-01')).toBe(13);
    expect(ageOn('2012-06-01', '2026-06-01')).toBe(14);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
  });

  it('lets a fitting player in', () => {
    expect(entryRefusal(rules, player)).toBeNull();
    expect(entryRefusal({ ...rules, genreId: 2, ageCategory: { boundKind: 'age', minValue: null, maxValue: 14 } }, player)).toBeNull();
  });

  it('refuses another community, modality or sport', () => {
    expect(entryRefusal(rules, { ...player, communityId: 2 })).toBe('unknownReference');
    expect(entryRefusal(rules, { ...player, modalityId: 3 })).toBe('wrongModality');
    expect(entryRefusal(rules, { ...player, sportId: 2 })).toBe('wrongSport');
    expect(entryRefusal(rules, { ...player, sportId: null })).toBeNull();
  });

  it('checks the gender category on the player, or on every member of a double or team', () => {
    expect(entryRefusal({ ...rules, genreId: 3 }, player)).toBe('wrongGenre');
    expect(entryRefusal({ ...rules, genreId: 2 }, { ...player, genreId: null })).toBe('wrongGenre');
    const pair = { ...player, modalityId: 3, genreId: null, members: [{ genreId: 2, birthDate: '2012-01-01' }, { genreId: 3, birthDate: '2012-01-01' }] };
    expect(entryRefusal({ ...rules, modalityId: 3, genreId: 2 }, pair)).toBe('wrongGenre');
    expect(entryRefusal({ ...rules, modalityId: 3, genreId: 1 }, pair)).toBeNull();
  });

  it('checks the age category by birth years or by age on the first day', () => {
    const byYear = { ...rules, ageCategory: { boundKind: 'birth-year', minValue: 2010, maxValue: 2011 } };
    expect(entryRefusal(byYear, player)).toBe('ageCategoryMismatch');
    expect(entryRefusal(byYear, { ...player, birthDate: '2011-12-31' })).toBeNull();
    const under15 = { ...rules, ageCategory: { boundKind: 'age', minValue: null, maxValue: 14 } };
    expect(entryRefusal(under15, { ...player, birthDate: '2011-06-01' })).toBe('ageCategoryMismatch');
    expect(entryRefusal(under15, { ...player, birthDate: '2011-06-02' })).toBeNull();
    expect(entryRefusal(under15, { ...player, birthDate: null })).toBe('birthDateMissing');
    const team = { ...player, modalityId: 2, members: [{ genreId: 2, birthDate: '2012-01-01' }, { genreId: 2, birthDate: '2005-01-01' }] };
    expect(entryRefusal({ ...under15, modalityId: 2 }, team)).toBe('ageCategoryMismatch');
  });
});
