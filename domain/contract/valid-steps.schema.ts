import * as v from 'valibot';
import { maxCharsMessage } from './message-ref';
import { GENRE_ID_VALUES, inTournamentYears, VALID_MODALITY_IDS, VALID_NAME_MAX, yearsMessage } from './valid.schema';

const optionalId = v.nullable(v.pipe(v.number('invalidType'), v.integer('integer'), v.minValue(1, 'positive')));
/** A day of a tournament, within the years the server accepts, so a date out of them is refused on its own field. */
const isoDate = v.pipe(v.string('required'), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'date'), v.check(inTournamentYears, yearsMessage));
/** An optional date: the empty text of a cleared date input counts as none. */
const optionalIsoDate = v.pipe(
  v.nullable(v.string()),
  v.transform((value) => (value ? value : null)),
  v.nullable(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'date'), v.check(inTournamentYears, yearsMessage))),
);

/**
 * The tournament form's first part, as the wizard asks it and the edit dialog shows it: what is played and by
 * whom. The server checks the whole `ValidInput` again; these are the same rules with the form's empty values.
 */
export const ValidBasicsStep = v.object({
  name: v.pipe(v.string('required'), v.trim(), v.minLength(1, 'required'), v.maxLength(VALID_NAME_MAX, maxCharsMessage(VALID_NAME_MAX))),
  sportId: v.pipe(v.number('required'), v.integer('integer'), v.minValue(1, 'required')),
  modalityId: v.picklist(VALID_MODALITY_IDS, 'oneOf'),
  genreId: v.picklist(GENRE_ID_VALUES, 'oneOf'),
  ageCategoryId: optionalId,
  levelCategoryId: optionalId,
  subCategoryId: optionalId,
});
export type ValidBasicsStep = v.InferOutput<typeof ValidBasicsStep>;

/** The second part: when and where, and how entries are taken. */
export const ValidScheduleStep = v.pipe(
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
export type ValidScheduleStep = v.InferOutput<typeof ValidScheduleStep>;
export type ValidScheduleFields = v.InferInput<typeof ValidScheduleStep>;

/** The edit dialog: both parts, each under its own key, over the version that was read. */
export const ValidEditForm = v.object({ basics: ValidBasicsStep, schedule: ValidScheduleStep, version: v.number() });
export type ValidEditForm = v.InferOutput<typeof ValidEditForm>;
export type ValidEditFields = v.InferInput<typeof ValidEditForm>;
