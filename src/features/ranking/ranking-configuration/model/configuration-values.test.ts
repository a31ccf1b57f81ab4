import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { RankingConfigurationInput } from '@domain/contract';
import { configurationDefaults, configurationInput, divisionChoices } from './configuration-values';

const at = { rankingModalityId: 3, personId: 9 };
const current = { id: 5, rankingModalityId: 3, personId: 9, levelCategoryId: 2, excluded: false, version: 4 };

describe('a person’s ranking configuration in the form', () => {
  it('starts from the stored place, or unplaced and counted', () => {
    expect(configurationDefaults(current)).toEqual({ levelCategoryId: 2, excluded: false });
    expect(configurationDefaults(undefined)).toEqual({ levelCategoryId: null, excluded: false });
  });

  it('sends what the contract accepts, with the version only when changing a stored place', () => {
    const changed = configurationInput({ levelCategoryId: null, excluded: true }, at, current);
    expect(changed).toEqual({ rankingModalityId: 3, personId: 9, levelCategoryId: null, excluded: true, version: 4 });
    expect(v.safeParse(RankingConfigurationInput, changed).success).toBe(true);
    expect(configurationInput({ levelCategoryId: 7, excluded: false }, at, undefined)).not.toHaveProperty('version');
  });

  it('offers the ranking’s ladder top division first, or the community’s levels without one', () => {
    const ladder = { levels: [{ levelCategoryId: 8, name: 'Segunda', order: 2 }, { levelCategoryId: 7, name: 'Primera', order: 1 }] };
    expect(divisionChoices(ladder, [{ id: 1, name: 'Otra' }]).map((choice) => choice.label)).toEqual(['Primera', 'Segunda']);
    expect(divisionChoices(undefined, [{ id: 1, name: 'Otra' }])).toEqual([{ value: 1, label: 'Otra' }]);
  });
});
