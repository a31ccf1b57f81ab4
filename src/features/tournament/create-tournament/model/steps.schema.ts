import * as v from 'valibot';
import { MODALITY_IDS } from '@domain/catalog';
import { NewPhaseInput, ValidBasicsStep, ValidScheduleStep, maxItemsMessage, type ValidScheduleFields } from '@domain/contract';

/**
 * Step 1: what is played and by whom (the same rules as the tournament's edit dialog), and who runs it: an organiser
 * profile of the creating account, its own by default. A draft kept from before it was asked has none.
 */
export const BasicsStep = v.object({
  ...ValidBasicsStep.entries,
  organizerId: v.optional(v.nullable(v.pipe(v.number('invalidType'), v.integer('integer'), v.minValue(1, 'positive'))), null),
});
export type BasicsStep = v.InferOutput<typeof BasicsStep>;
export type BasicsFields = v.InferInput<typeof BasicsStep>;

/** Step 2: when and where, and how entries are taken. */
export const ScheduleStep = ValidScheduleStep;
export type ScheduleStep = ValidScheduleStep;
export type ScheduleFields = ValidScheduleFields;

/** The ready-made shapes of a competition the organiser starts from. */
export const PHASE_PRESETS = ['league', 'groups-knockout', 'knockout', 'groups-knockout-repechage'] as const;
export type PhasePreset = (typeof PHASE_PRESETS)[number];

/** Step 3: the phases, from a preset, each editable. */
export const PhasesStep = v.object({
  preset: v.picklist(PHASE_PRESETS, 'oneOf'),
  phases: v.pipe(v.array(NewPhaseInput), v.minLength(1, 'required'), v.maxLength(10, maxItemsMessage(10))),
});
export type PhasesStep = v.InferOutput<typeof PhasesStep>;
export type PhasesFields = v.InferInput<typeof PhasesStep>;

export interface WizardData {
  basics: BasicsStep | null;
  schedule: ScheduleStep | null;
  phases: PhasesStep | null;
}

/** Single players need no roster; doubles and teams are people of their own kind. */
export const DEFAULT_MODALITY = MODALITY_IDS.single;
