import * as v from 'valibot';
import { MODALITY_IDS } from '@domain/catalog';
import { GENRE_ID_VALUES, NewPhaseInput, VALID_MODALITY_IDS } from '@domain/contract';
import { maxCharsMessage, maxItemsMessage } from '@domain/contract';

const optionalId = v.nullable(v.pipe(v.number('invalidType'), v.integer('integer'), v.minValue(1, 'positive')));
const isoDate = v.pipe(v.string('required'), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'date'));
/** An optional date: the empty text of a cleared date input counts as none. */
const optionalIsoDate = v.pipe(
  v.nullable(v.string()),
  v.transform((value) => (value ? value : null)),
  v.nullable(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'date'))),
);

/** Step 1: what is played and by whom. */
export const BasicsStep = v.object({
  name: v.pipe(v.string('required'), v.trim(), v.minLength(1, 'required'), v.maxLength(120, maxCharsMessage(120))),
  sportId: v.pipe(v.number('required'), v.integer('integer'), v.minValue(1, 'required')),
  modalityId: v.picklist(VALID_MODALITY_IDS, 'oneOf'),
  genreId: v.picklist(GENRE_ID_VALUES, 'oneOf'),
  ageCategoryId: optionalId,
  levelCategoryId: optionalId,
  subCategoryId: optionalId,
});
export type BasicsStep = v.InferOutput<typeof BasicsStep>;

/** Step 2: when and where, and how entries are taken. */
export const ScheduleStep = v.pipe(
  v.object({
    startDate: isoDate,
    endDate: isoDate,
    inscriptionStart: optionalIsoDate,
    inscriptionEnd: optionalIsoDate,
    maxEntries: v.nullable(v.pipe(v.number('invalidType'), v.integer('integer'), v.minValue(2, 'minEntries'), v.maxValue(1024, 'maxEntriesLimit'))),
    requiresApproval: v.boolean(),
    seasonId: optionalId,
    placeId: optionalId,
  }),
  v.forward(v.partialCheck([['startDate'], ['endDate']], (input) => input.endDate >= input.startDate, 'dateOrder'), ['endDate']),
  v.forward(
    v.partialCheck([['inscriptionStart'], ['inscriptionEnd']], (input) => !input.inscriptionStart || !input.inscriptionEnd || input.inscriptionEnd >= input.inscriptionStart, 'dateOrder'),
    ['inscriptionEnd'],
  ),
  v.forward(v.partialCheck([['inscriptionEnd'], ['endDate']], (input) => !input.inscriptionEnd || input.inscriptionEnd <= input.endDate, 'inscriptionAfterEnd'), ['inscriptionEnd']),
);
export type ScheduleStep = v.InferOutput<typeof ScheduleStep>;
export type ScheduleFields = v.InferInput<typeof ScheduleStep>;

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
