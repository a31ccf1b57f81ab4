import Papa from 'papaparse';
import type { Locale } from '@domain/catalog';
import { EARLIEST_BIRTH_DATE } from '@domain/contract/person.schema';
import { normalizeDate, type ImportField, type ImportMessageKey } from '@domain/contract';
import { foldedName } from '../people/search-key';

/** Header words in either language, folded (lowercase, no accents, single spaces), by the field they name. */
const HEADERS: Record<string, ImportField> = {
  id: 'personId',
  'person id': 'personId',
  'id persona': 'personId',
  'player id': 'personId',
  'id jugador': 'personId',
  'ranking id': 'personId',
  'id ranking': 'personId',
  name: 'name',
  'full name': 'name',
  'nombre completo': 'name',
  player: 'name',
  jugador: 'name',
  'first name': 'firstName',
  'given name': 'firstName',
  nombre: 'firstName',
  nombres: 'firstName',
  'last name': 'lastName',
  surname: 'lastName',
  'family name': 'lastName',
  apellido: 'lastName',
  apellidos: 'lastName',
  'birth date': 'birthDate',
  birthdate: 'birthDate',
  'date of birth': 'birthDate',
  dob: 'birthDate',
  'fecha de nacimiento': 'birthDate',
  'fecha nacimiento': 'birthDate',
  nacimiento: 'birthDate',
  gender: 'gender',
  sex: 'gender',
  genero: 'gender',
  sexo: 'gender',
  club: 'club',
};

/** Gender words in either language, folded, by genre id (2 female, 3 male). */
const GENDERS: Record<string, number> = {
  f: 2, female: 2, woman: 2, women: 2, w: 2, femenino: 2, femenina: 2, mujer: 2, fem: 2,
  m: 3, male: 3, man: 3, men: 3, masculino: 3, hombre: 3, h: 3, varon: 3, masc: 3,
};

const SLASHED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** One data row as read from the file, before it is checked against the community. */
export interface ReadRow {
  row: number;
  personId: number | null;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  genreId: number | null;
  clubName: string | null;
  problems: { field: ImportField; key: ImportMessageKey }[];
}

export type ReadResult = { ok: true; rows: ReadRow[] } | { ok: false; key: ImportMessageKey };

/**
 * A birth date written YYYY-MM-DD, or as the viewer types dates in the app: day first in Spanish (DD/MM/YYYY),
 * month first in English (MM/DD/YYYY), with `/`, `-` or `.` between the parts; as YYYY-MM-DD.
 */
export function readDate(value: string, locale: Locale): string | null {
  const slashed = SLASHED.exec(value);
  if (!slashed) return /^\d{4}-\d{2}-\d{2}$/.test(value) ? normalizeDate(value) : null;
  const [, first = '', second = '', year] = slashed;
  const [day, month] = locale === 'es' ? [first, second] : [second, first];
  return normalizeDate(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);
}

function columnsOf(header: string[]): Map<ImportField, number> {
  const columns = new Map<ImportField, number>();
  header.forEach((cell, index) => {
    const field = HEADERS[foldedName(cell).replace(/[_.]/g, ' ').replace(/\s+/g, ' ')];
    if (field && !columns.has(field)) columns.set(field, index);
  });
  // "Nombre" alone is the whole name; with a surname column it is the first name.
  if (columns.has('firstName') && !columns.has('lastName') && !columns.has('name')) {
    columns.set('name', columns.get('firstName') ?? 0);
    columns.delete('firstName');
  }
  return columns;
}

function readRow(cells: string[], columns: Map<ImportField, number>, row: number, locale: Locale): ReadRow {
  const cell = (field: ImportField) => {
    const index = columns.get(field);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const problems: ReadRow['problems'] = [];
  let firstName = cell('firstName');
  let lastName = cell('lastName');
  const whole = cell('name').replace(/\s+/g, ' ');
  if (!firstName && whole) {
    const [first = '', ...rest] = whole.split(' ');
    firstName = first;
    lastName = lastName || rest.join(' ');
  }
  const idText = cell('personId');
  const personId = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
  if (idText && personId === null) problems.push({ field: 'personId', key: 'unknownPerson' });
  if (!firstName && personId === null) problems.push({ field: columns.has('name') ? 'name' : 'firstName', key: 'missingName' });
  const dateText = cell('birthDate');
  let birthDate: string | null = null;
  if (dateText) {
    birthDate = readDate(dateText, locale);
    if (birthDate === null) problems.push({ field: 'birthDate', key: 'badDate' });
    else if (birthDate > new Date().toISOString().slice(0, 10) || birthDate < EARLIEST_BIRTH_DATE) {
      problems.push({ field: 'birthDate', key: 'futureDate' });
      birthDate = null;
    }
  }
  const genderText = foldedName(cell('gender'));
  const genreId = genderText ? (GENDERS[genderText] ?? null) : null;
  if (genderText && genreId === null) problems.push({ field: 'gender', key: 'unknownGender' });
  return { row, personId, firstName: firstName.slice(0, 80), lastName: lastName.slice(0, 80), birthDate, genreId, clubName: cell('club') || null, problems };
}

/**
 * Reads CSV or pasted rows: comma, semicolon or tab separated, UTF-8 with or without a byte-order mark, a header
 * row in Spanish or English. Blank lines are skipped; a row keeps its line number in the file.
 */
export function readImport(text: string, maxRows: number, locale: Locale): ReadResult {
  const plain = text.replace(/^\uFEFF/, '');
  // The separator is guessed without blank lines (they would count as one-column rows and hide a two-column tab
  // file); the rows are then read with blank lines kept, so each keeps its line number.
  const { delimiter } = Papa.parse<string[]>(plain, { delimitersToGuess: [',', ';', '\t'], skipEmptyLines: 'greedy', preview: 50 }).meta;
  const parsed = Papa.parse<string[]>(plain, { delimiter, skipEmptyLines: false });
  const lines = parsed.data.map((cells, index) => ({ cells, row: index + 1 })).filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  const [header, ...data] = lines;
  if (!header) return { ok: false, key: 'noRows' };
  const columns = columnsOf(header.cells);
  if (!columns.has('name') && !columns.has('firstName') && !columns.has('personId')) return { ok: false, key: 'noHeader' };
  if (data.length === 0) return { ok: false, key: 'noRows' };
  if (data.length > maxRows) return { ok: false, key: 'tooManyRows' };
  return { ok: true, rows: data.map(({ cells, row }) => readRow(cells, columns, row, locale)) };
}
