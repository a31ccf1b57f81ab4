import { describe, expect, it } from 'vitest';
import type { RankingView } from '@domain/contract';
import { defaultGenre } from './default-genre';

let nextId = 1;
const table = (modalityId: number, genreId: number, ageCategoryId: number | null = null) => ({ id: nextId++, modalityId, genreId, ageCategoryId, levelCategoryId: null, subCategoryId: null });
const ranking = (tables: ReturnType<typeof table>[]): RankingView => ({
  id: 1,
  name: 'Ranking',
  sportId: 1,
  seasonId: null,
  ratingSystemId: 1,
  cutPoint: { typeId: null },
  levelGroupId: null,
  customInfo: {},
  rankingModalities: tables,
  createdByAccountId: 1,
  version: 1,
});

describe('the default gender of a new tournament', () => {
  it('is mixed where the community ranks nothing of the sport and modality', () => {
    expect(defaultGenre([], 1)).toBe(1);
    expect(defaultGenre([ranking([table(2, 3), table(4, 3)])], 1)).toBe(1);
  });

  it('follows the gender most of the open tables of that modality have, the older table first on a tie', () => {
    // The demo's national ranking: men's, women's, men's seniors, coaches and mixed singles.
    const national = ranking([table(1, 3), table(1, 2), table(1, 3, 7), table(4, 3), table(1, 1)]);
    expect(defaultGenre([national], 1)).toBe(3);
    expect(defaultGenre([ranking([table(1, 2), table(1, 3)])], 1)).toBe(2);
    expect(defaultGenre([ranking([table(1, 2), table(1, 3)]), ranking([table(1, 3)])], 1)).toBe(3);
  });

  it('reads tables with categories only when there is no open one', () => {
    expect(defaultGenre([ranking([table(1, 2, 7)])], 1)).toBe(2);
    expect(defaultGenre([ranking([table(1, 2, 7), table(1, 2, 8), table(1, 3)])], 1)).toBe(3);
  });
});
