import type { RankingConfigurationInput, RankingConfigurationView } from '@domain/contract';

export interface ConfigurationValues {
  levelCategoryId: number | null;
  excluded: boolean;
}

export const configurationDefaults = (current: RankingConfigurationView | undefined): ConfigurationValues => ({ levelCategoryId: current?.levelCategoryId ?? null, excluded: current?.excluded ?? false });

/** What the API takes: the form's choices for this table and person, on the version that was read. */
export const configurationInput = (values: ConfigurationValues, at: { rankingModalityId: number; personId: number }, current: RankingConfigurationView | undefined): RankingConfigurationInput => ({
  rankingModalityId: at.rankingModalityId,
  personId: at.personId,
  levelCategoryId: values.levelCategoryId,
  excluded: values.excluded,
  ...(current ? { version: current.version } : {}),
});

/** The divisions a person may be placed in: the ranking's ladder when it has one, else every level of the community. */
export function divisionChoices(ladder: { levels: { levelCategoryId: number; name: string; order: number }[] } | undefined, levels: { id: number; name: string }[]) {
  if (ladder) return [...ladder.levels].sort((a, b) => a.order - b.order).map((level) => ({ value: level.levelCategoryId, label: level.name }));
  return levels.map((level) => ({ value: level.id, label: level.name }));
}
