import type { GENRE_ID_VALUES, ValidDetail, ValidEditFields, ValidEditForm, ValidInput } from '@domain/contract';
import { GENRE_IDS, VALID_MODALITY_IDS } from '@domain/contract';

type GenreId = (typeof GENRE_ID_VALUES)[number];
type ModalityId = (typeof VALID_MODALITY_IDS)[number];

const genreOf = (id: number): GenreId => (id === GENRE_IDS.women || id === GENRE_IDS.men ? id : GENRE_IDS.mixed);
const modalityOf = (id: number): ModalityId => VALID_MODALITY_IDS.find((value) => value === id) ?? VALID_MODALITY_IDS[0];

/** The edit dialog's fields as the tournament stands now, on the version read with it. */
export function editValuesOf(tournament: ValidDetail): ValidEditFields {
  return {
    basics: {
      name: tournament.name,
      sportId: tournament.sportId,
      modalityId: modalityOf(tournament.modalityId),
      genreId: genreOf(tournament.genreId),
      ageCategoryId: tournament.ageCategoryId,
      levelCategoryId: tournament.levelCategoryId,
      subCategoryId: tournament.subCategoryId,
    },
    schedule: {
      startDate: tournament.startDate,
      endDate: tournament.endDate,
      inscriptionStart: tournament.inscriptionStart,
      inscriptionEnd: tournament.inscriptionEnd,
      maxEntries: tournament.maxEntries,
      requiresApproval: tournament.requiresApproval,
      seasonId: tournament.seasonId,
      placeId: tournament.placeId,
    },
    version: tournament.version,
  };
}

/** The body of `PUT valid/{id}`; the server checks the sport against its own list again. */
export type ValidBody = Omit<ValidInput, 'sportId'> & { sportId: number };

/** `PUT valid/{id}`: the form's two parts over what the dialog does not show (multi-tournament, organiser, texts). */
export function editBodyOf(tournament: ValidDetail, form: ValidEditForm): ValidBody {
  return {
    tournamentId: tournament.tournamentId,
    organizerId: tournament.organizerId,
    description: tournament.description,
    logo: tournament.logo,
    ...form.basics,
    ...form.schedule,
    phases: [],
    version: form.version,
  };
}

const BASIC_FIELDS = ['name', 'sportId', 'modalityId', 'genreId', 'ageCategoryId', 'levelCategoryId', 'subCategoryId'] as const;
const SCHEDULE_FIELDS = ['startDate', 'endDate', 'inscriptionStart', 'inscriptionEnd', 'maxEntries', 'requiresApproval', 'seasonId', 'placeId'] as const;
type FormField = `basics.${(typeof BASIC_FIELDS)[number]}` | `schedule.${(typeof SCHEDULE_FIELDS)[number]}`;

/** Where a field the server names (`body.maxEntries`) sits in the form (`schedule.maxEntries`); null when it has none. */
export function formFieldOf(serverField: string): FormField | null {
  const name = serverField.replace(/^body\./, '');
  const basic = BASIC_FIELDS.find((field) => field === name);
  if (basic) return `basics.${basic}`;
  const scheduled = SCHEDULE_FIELDS.find((field) => field === name);
  return scheduled ? `schedule.${scheduled}` : null;
}
