import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubs, persons } from '../../db/schema';
import { MODALITY_IDS, type Locale } from '@domain/catalog';
import { entryRefusal, importMessage, validationMessage, type EntryRules, type ImportField, type ImportRowPreview, type ValidationMessageKey } from '@domain/contract';
import { candidatesByIds, entryRowsOfValid } from '../inscribed/queries';
import { foldedName } from '../people/search-key';
import type { ValidRow } from '../valids/queries';
import type { ReadRow } from './parse';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A checked row with what the write needs: the club to link and, for a match, the person's first club. */
export interface AnalysedRow extends ImportRowPreview {
  clubId: number | null;
}

export interface Analysis {
  rows: AnalysedRow[];
  token: string;
}

/** Which column an eligibility refusal is about. */
const REFUSAL_FIELD: Partial<Record<ValidationMessageKey, ImportField>> = {
  wrongGenre: 'gender',
  ageCategoryMismatch: 'birthDate',
  birthDateMissing: 'birthDate',
};

interface Context {
  valid: ValidRow;
  rules: EntryRules;
  accounts: number[];
  locale: Locale;
}

/**
 * Checks every read row against the community and the tournament, reading inside the caller's transaction:
 * matches people (by id, or by folded name and birth date) among those the acting accounts keep, proposes new
 * players for the rest, and names every row's problems with the tournament's own eligibility rules. The token
 * fingerprints what the outcome was decided on.
 */
export async function analyse(tx: Database | Tx, context: Context, read: ReadRow[]): Promise<Analysis> {
  const { valid, rules, accounts, locale } = context;
  const kept = (table: typeof clubs | typeof persons) => and(eq(table.communityId, valid.communityId), inArray(table.createdByAccountId, accounts));
  const clubRows = await tx.select({ id: clubs.id, name: clubs.name }).from(clubs).where(kept(clubs)).orderBy(clubs.id);
  const clubByName = new Map<string, number>();
  for (const club of clubRows) if (!clubByName.has(foldedName(club.name))) clubByName.set(foldedName(club.name), club.id);

  const ids = [...new Set(read.flatMap((row) => (row.personId === null ? [] : [row.personId])))];
  const byId = new Set(
    ids.length === 0 ? [] : (await tx.select({ id: persons.id }).from(persons).where(and(kept(persons), eq(persons.modalityId, valid.modalityId), inArray(persons.id, ids)))).map((row) => row.id),
  );
  const names = [...new Set(read.map((row) => foldedName(`${row.firstName} ${row.lastName}`)).filter(Boolean))];
  const namesakes =
    names.length === 0
      ? []
      : await tx
          .select({ id: persons.id, name: persons.searchFirst, birthDate: persons.birthDate })
          .from(persons)
          .where(and(kept(persons), eq(persons.modalityId, valid.modalityId), inArray(persons.searchFirst, names)))
          .orderBy(persons.id);
  const entries = await entryRowsOfValid(tx, valid.id);
  const entered = new Set(entries.filter((row) => row.origin !== 'removed').map((row) => row.personId));

  const rows: AnalysedRow[] = read.map((row) => {
    const problems = row.problems.map(({ field, key }) => ({ field, message: importMessage(key, locale) }));
    const clubId = row.clubName === null ? null : (clubByName.get(foldedName(row.clubName)) ?? null);
    if (row.clubName !== null && clubId === null) problems.push({ field: 'club', message: importMessage('unknownClub', locale) });
    let personId: number | null = null;
    if (row.personId !== null) {
      if (byId.has(row.personId)) personId = row.personId;
      else if (!row.problems.some((problem) => problem.field === 'personId')) problems.push({ field: 'personId', message: importMessage('unknownPerson', locale) });
    } else if (row.firstName) {
      const name = foldedName(`${row.firstName} ${row.lastName}`);
      const same = namesakes.filter((person) => person.name === name);
      const found = row.birthDate ? same.filter((person) => person.birthDate === row.birthDate) : same;
      if (found.length === 1 && found[0]) personId = found[0].id;
    }
    const action: ImportRowPreview['action'] = personId !== null ? 'match' : 'create';
    return { row: row.row, firstName: row.firstName, lastName: row.lastName, birthDate: row.birthDate, genreId: row.genreId, clubName: row.clubName, action, personId, clubId, problems };
  });

  const candidates = await candidatesByIds(tx, rows.flatMap((row) => (row.personId === null ? [] : [row.personId])));
  const seen = new Map<string, number>();
  let room = valid.maxEntries === null ? Number.POSITIVE_INFINITY : valid.maxEntries - entered.size;
  for (const row of rows) {
    if (row.problems.length > 0) continue;
    const candidate =
      row.personId !== null
        ? candidates.get(row.personId)
        : { communityId: valid.communityId, modalityId: valid.modalityId, sportId: valid.sportId, genreId: row.genreId, birthDate: row.birthDate, members: [] };
    if (row.personId === null && valid.modalityId !== MODALITY_IDS.single) {
      row.problems.push({ field: 'row', message: importMessage('newOnlyPlayers', locale) });
      continue;
    }
    const key = row.personId !== null ? `id:${row.personId}` : `new:${foldedName(`${row.firstName} ${row.lastName}`)}|${row.birthDate ?? ''}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      row.problems.push({ field: 'row', message: importMessage('duplicateRow', locale, { row: earlier }) });
      continue;
    }
    seen.set(key, row.row);
    if (row.personId !== null && entered.has(row.personId)) {
      row.problems.push({ field: 'row', message: validationMessage('alreadyEntered', locale) });
      continue;
    }
    const refusal = candidate ? entryRefusal(rules, candidate) : 'unknownReference';
    if (refusal) {
      row.problems.push({ field: REFUSAL_FIELD[refusal] ?? 'row', message: validationMessage(refusal, locale) });
      continue;
    }
    if (room <= 0) {
      row.problems.push({ field: 'row', message: validationMessage('entriesFull', locale) });
      continue;
    }
    room -= 1;
    if (row.personId !== null && row.clubId === null) row.clubId = candidates.get(row.personId)?.clubId ?? null;
  }
  for (const row of rows) if (row.problems.length > 0) row.action = 'skip';

  const fingerprint = {
    valid: [valid.id, valid.version, valid.statusId, valid.maxEntries, valid.genreId, valid.ageCategoryId],
    entered: [...entered].sort((a, b) => a - b),
    rows: rows.map((row) => [row.row, row.action, row.personId, row.clubId, row.problems.length]),
  };
  return { rows, token: createHash('sha256').update(JSON.stringify(fingerprint)).digest('hex') };
}
