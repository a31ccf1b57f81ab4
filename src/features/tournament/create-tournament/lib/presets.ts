import { PHASE_CATEGORY_IDS, PHASE_FORMAT_IDS, type NewPhaseInput } from '@domain/contract';
import type { PhasePreset } from '../model/steps.schema';

type Names = { groups: string; knockout: string; league: string; repechage: string };

/**
 * The phases a preset starts with. Groups deal the entries into groups of about four and send two from each
 * into the bracket; the repechage gives those out in the groups a bracket of their own.
 */
export function presetPhases(preset: PhasePreset, names: Names, expectedEntries: number | null): NewPhaseInput[] {
  const groupCount = Math.max(1, Math.round((expectedEntries ?? 16) / 4));
  const groups: NewPhaseInput = { name: names.groups, formatId: PHASE_FORMAT_IDS.groups, categoryId: PHASE_CATEGORY_IDS.normal, configuration: { groupCount, classified: 2 } };
  const knockout: NewPhaseInput = { name: names.knockout, formatId: PHASE_FORMAT_IDS.knockout, categoryId: PHASE_CATEGORY_IDS.normal, configuration: { thirdPlace: true } };
  switch (preset) {
    case 'league':
      return [{ name: names.league, formatId: PHASE_FORMAT_IDS.groups, categoryId: PHASE_CATEGORY_IDS.normal, configuration: { groupCount: 1, classified: 0 } }];
    case 'knockout':
      return [knockout];
    case 'groups-knockout':
      return [groups, knockout];
    case 'groups-knockout-repechage':
      return [groups, knockout, { name: names.repechage, formatId: PHASE_FORMAT_IDS.knockout, categoryId: PHASE_CATEGORY_IDS.repechage, configuration: { thirdPlace: false } }];
  }
}
