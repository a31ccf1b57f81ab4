import * as v from 'valibot';
import type { Locale } from '../catalog';
import { maxCharsMessage } from './message-ref';

/** The most text one import reads (about 2,000 rows of a typical file). */
export const IMPORT_MAX_CHARS = 200_000;
/** The most data rows one import takes. */
export const IMPORT_MAX_ROWS = 1024;

const importText = v.pipe(v.string('invalidType'), v.minLength(1, 'required'), v.maxLength(IMPORT_MAX_CHARS, maxCharsMessage(IMPORT_MAX_CHARS)));

/** `POST inscribed/{validId}/import/preview`: the CSV (or pasted rows) to check, nothing is written. */
export const EntryImportInput = v.object({ text: importText });
export type EntryImportInput = v.InferOutput<typeof EntryImportInput>;

/**
 * `POST inscribed/{validId}/import`: the same text and the preview's `token`; the valid rows are written in one
 * transaction, or 409 when the tournament, its entries or the people the rows match changed since the preview.
 */
export const EntryImportConfirmInput = v.object({ text: importText, token: v.pipe(v.string('invalidType'), v.regex(/^[0-9a-f]{64}$/, 'invalidType')) });
export type EntryImportConfirmInput = v.InferOutput<typeof EntryImportConfirmInput>;

/** The columns an import understands. */
export const IMPORT_FIELDS = ['personId', 'name', 'firstName', 'lastName', 'birthDate', 'gender', 'club'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export interface ImportProblem {
  /** The column the problem is about, or `row` for the row as a whole. */
  field: ImportField | 'row';
  message: string;
}

/** One data row as the preview sees it. `row` is its line in the file (the header is line 1). */
export interface ImportRowPreview {
  row: number;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  genreId: number | null;
  clubName: string | null;
  /** `match`: an existing person is entered; `create`: a new person is created and entered; `skip`: it has problems. */
  action: 'match' | 'create' | 'skip';
  personId: number | null;
  problems: ImportProblem[];
}

export interface EntryImportPreview {
  rows: ImportRowPreview[];
  counts: { rows: number; valid: number; matched: number; created: number; faulty: number };
  /** Names what the preview was computed on; the confirm call sends it back. */
  token: string;
}

export interface EntryImportResult {
  entered: number;
  created: number;
}

/** Texts of the import's own problems, in both languages. */
export const IMPORT_MESSAGES = {
  noHeader: {
    es: 'La primera fila debe nombrar las columnas: nombre (o nombre y apellidos), fecha de nacimiento, género, club, id',
    en: 'The first row must name the columns: name (or first and last name), birth date, gender, club, id',
  },
  noRows: { es: 'El archivo no tiene filas de datos', en: 'The file has no data rows' },
  tooManyRows: { es: `Importa como máximo ${IMPORT_MAX_ROWS} filas a la vez`, en: `Import at most ${IMPORT_MAX_ROWS} rows at a time` },
  missingName: { es: 'Falta el nombre', en: 'The name is missing' },
  badDate: { es: 'Fecha no válida: usa DD/MM/AAAA o AAAA-MM-DD', en: 'Invalid date: use MM/DD/YYYY or YYYY-MM-DD' },
  futureDate: { es: 'La fecha de nacimiento es posterior a hoy o anterior a 1900', en: 'The birth date is after today or before 1900' },
  unknownGender: { es: 'Género desconocido: usa F o M (femenino, masculino)', en: 'Unknown gender: use F or M (female, male)' },
  unknownClub: { es: 'No hay un club con ese nombre en tu cuenta', en: 'There is no club with that name in your account' },
  unknownPerson: { es: 'No hay una persona con ese id en tu cuenta', en: 'There is no person with that id in your account' },
  duplicateRow: { es: 'Repite a una persona de una fila anterior (fila {{row}})', en: 'It repeats a person of an earlier row (row {{row}})' },
  newOnlyPlayers: {
    es: 'Este torneo es de parejas o equipos: indica el id de una que ya exista',
    en: 'This tournament is for doubles or teams: give the id of an existing one',
  },
  changed: {
    es: 'El torneo, sus inscritos o las personas cambiaron desde la vista previa: revisa la vista previa otra vez',
    en: 'The tournament, its entries or the people changed since the preview: check the preview again',
  },
} as const satisfies Record<string, Record<Locale, string>>;
export type ImportMessageKey = keyof typeof IMPORT_MESSAGES;

export function importMessage(key: ImportMessageKey, locale: Locale, params: Record<string, string | number> = {}): string {
  return IMPORT_MESSAGES[key][locale].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
