import type * as v from 'valibot';
import { findSequence, type SequenceId } from '@domain/catalog';
import { PHASE_CATEGORY_IDS, PHASE_FORMAT_IDS, type PhaseInput, phaseConfigurationDefaults, teamEncounters, type Phase, type TieBreakPresetName } from '@domain/contract';

export type PhaseFields = v.InferInput<typeof PhaseInput>;
export type PhaseValues = v.InferOutput<typeof PhaseInput>;

/** What the phase form shows: the wizard's phase settings plus format, kind and tie-break. */
export interface PhaseSettings {
  groupCount: number | null;
  classified: number;
  thirdPlace: boolean;
  tieBreakPreset: TieBreakPresetName;
  /** The order of play of a table tennis team encounter; absent for other tournaments. */
  sequenceId?: SequenceId | null;
}

/** The form over a phase as stored, or a new groups phase with the sport's defaults. */
export function phaseValuesOf(context: { validId: number; sportId: number; modalityId: number; nextNumber: number; newName: string }, phase?: Phase): PhaseFields {
  const formatId = phase?.formatId === PHASE_FORMAT_IDS.knockout ? PHASE_FORMAT_IDS.knockout : PHASE_FORMAT_IDS.groups;
  const config = phase?.configuration ?? phaseConfigurationDefaults(context.sportId, formatId, context.modalityId);
  const settings: PhaseSettings = { groupCount: config.groupCount ?? 1, classified: config.classified, thirdPlace: config.thirdPlace, tieBreakPreset: config.tieBreakPreset };
  if (teamEncounters(context.sportId, context.modalityId)) settings.sequenceId = findSequence(config.sequenceId)?.id ?? null;
  return {
    validId: context.validId,
    name: phase?.name ?? context.newName,
    formatId,
    categoryId: phase?.categoryId === PHASE_CATEGORY_IDS.repechage ? PHASE_CATEGORY_IDS.repechage : PHASE_CATEGORY_IDS.normal,
    configuration: settings,
    ...(phase ? { version: phase.version } : {}),
  };
}

/** The form's fields that receive the server's field errors. */
export const PHASE_FIELDS = ['name', 'formatId', 'categoryId', 'configuration.groupCount', 'configuration.classified', 'configuration.thirdPlace', 'configuration.tieBreakPreset', 'configuration.sequenceId'] as const;
