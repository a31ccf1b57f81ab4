import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { ageCategories, inscribed, persons, phases, valids } from '../../db/schema';
import { ApiError, badRequest, conflict, missingVersion, notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { assertOwnedReferences } from '../../lib/references';
import { assertOwner, requireAuth } from '../../plugins/auth';
import {
  ERROR_CODES,
  entryRefusal,
  errorMessage,
  validationMessage,
  type EntryRules,
  type InscribedAddInput,
  type InscribedPerson,
  type InscribedSeedsInput,
  type InscriptionOrigin,
  type ValidationMessageKey,
} from '@domain/contract';
import { type ValidRow } from '../valids/queries';
import { EDITABLE_STATUSES, validById } from '../valids/service';
import { candidatesByIds, entryRowsOfValid, findInscribed, inscribedByIds, peopleByName, type InscribedRow } from './queries';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The tournament whose entries change: the caller's, and not over. */
export async function ownOpenValid(db: Database, request: FastifyRequest, validId: number): Promise<ValidRow> {
  const valid = await validById(db, validId);
  assertOwner(request, valid.createdByAccountId);
  if (!EDITABLE_STATUSES.includes(valid.statusId)) throw conflict(validationMessage('statusLocked', requestLocale(request)));
  return valid;
}

export async function rulesOf(db: Database, valid: ValidRow): Promise<EntryRules> {
  let ageCategory: EntryRules['ageCategory'] = null;
  if (valid.ageCategoryId !== null) {
    const [row] = await db
      .select({ boundKind: ageCategories.boundKind, minValue: ageCategories.minValue, maxValue: ageCategories.maxValue })
      .from(ageCategories)
      .where(eq(ageCategories.id, valid.ageCategoryId));
    ageCategory = row ?? null;
  }
  return { communityId: valid.communityId, sportId: valid.sportId, modalityId: valid.modalityId, genreId: valid.genreId, startDate: valid.startDate, ageCategory };
}

/** Locks the tournament row for the rest of the transaction and counts its entries, so two adds cannot overfill it. */
export async function lockedActiveCount(tx: Tx, validId: number): Promise<number> {
  await tx.select({ id: valids.id }).from(valids).where(eq(valids.id, validId)).for('update');
  const [row] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(inscribed)
    .where(and(eq(inscribed.validId, validId), ne(inscribed.origin, 'removed')));
  return row?.total ?? 0;
}

const staleEntry = (request: FastifyRequest, row: { version: number }) =>
  new ApiError(409, ERROR_CODES.conflict, null, errorMessage('staleVersion', requestLocale(request)), undefined, { version: row.version });

/**
 * Enters people the account keeps, or that are shared with it, in its tournament. Every one is checked before
 * anything is written; the first refusal names its place in `personIds`. Someone removed earlier comes back on the same row.
 */
export async function addEntries(db: Database, request: FastifyRequest, validId: number, input: InscribedAddInput): Promise<InscribedRow[]> {
  const { accountId } = requireAuth(request);
  const locale = requestLocale(request);
  const valid = await ownOpenValid(db, request, validId);
  if (input.phaseId !== null) {
    const [phase] = await db.select({ id: phases.id }).from(phases).where(and(eq(phases.id, input.phaseId), eq(phases.validId, validId)));
    if (!phase) throw badRequest('body.phaseId', validationMessage('notInValid', locale));
  }
  const origin: InscriptionOrigin = input.origin ?? (input.phaseId === null ? 'added' : 'direct-qualified');
  await assertOwnedReferences(db, request, valid.communityId, { personIds: input.personIds });
  const rules = await rulesOf(db, valid);
  const candidates = await candidatesByIds(db, input.personIds);
  const refuse = (index: number, key: ValidationMessageKey) => badRequest(`body.personIds.${index}`, validationMessage(key, locale));
  for (const [index, personId] of input.personIds.entries()) {
    const candidate = candidates.get(personId);
    if (!candidate) throw refuse(index, 'unknownReference');
    const refusal = entryRefusal(rules, candidate);
    if (refusal) throw refuse(index, refusal);
  }
  const ids = await db.transaction(async (tx) => {
    // Read under the tournament's lock, so two adds at once cannot enter someone twice or overfill it.
    const active = await lockedActiveCount(tx, validId);
    const existing = new Map((await entryRowsOfValid(tx, validId)).map((row) => [row.personId, row]));
    const seen = new Set<number>();
    for (const [index, personId] of input.personIds.entries()) {
      if (seen.has(personId) || (existing.get(personId)?.origin ?? 'removed') !== 'removed') throw refuse(index, 'alreadyEntered');
      seen.add(personId);
    }
    if (valid.maxEntries !== null && active + input.personIds.length > valid.maxEntries) throw badRequest('body.personIds', validationMessage('entriesFull', locale));
    const written: number[] = [];
    for (const personId of input.personIds) {
      const previous = existing.get(personId);
      const clubId = candidates.get(personId)?.clubId ?? null;
      if (previous) {
        await tx
          .update(inscribed)
          .set({ origin, previousOrigin: null, phaseId: input.phaseId, seed: null, clubId, version: sql`${inscribed.version} + 1`, updatedAt: new Date() })
          .where(eq(inscribed.id, previous.id));
        written.push(previous.id);
      } else {
        const [row] = await tx.insert(inscribed).values({ validId, personId, phaseId: input.phaseId, clubId, origin, createdByAccountId: accountId }).returning({ id: inscribed.id });
        if (row) written.push(row.id);
      }
    }
    return written;
  });
  return inscribedByIds(db, ids);
}

/**
 * Seeds for some or all entries, checked on the list as it will be: each seed from 1 to the number of entries,
 * no two alike. A drag in the list sends every moved entry's new seed at once.
 */
export async function setSeeds(db: Database, request: FastifyRequest, validId: number, input: InscribedSeedsInput): Promise<InscribedRow[]> {
  const locale = requestLocale(request);
  await ownOpenValid(db, request, validId);
  await db.transaction(async (tx) => {
    await lockedActiveCount(tx, validId);
    const active = (await entryRowsOfValid(tx, validId)).filter((row) => row.origin !== 'removed');
    const byId = new Map(active.map((row) => [row.id, row]));
    const seeds = new Map(active.map((row) => [row.id, row.seed]));
    for (const [index, change] of input.seeds.entries()) {
      const row = byId.get(change.id);
      if (!row) throw badRequest(`body.seeds.${index}.id`, validationMessage('notInValid', locale));
      if (change.version === undefined) throw missingVersion(locale, `body.seeds.${index}.version`);
      if (change.version !== row.version) throw staleEntry(request, row);
      if (change.seed !== null && change.seed > active.length) throw badRequest(`body.seeds.${index}.seed`, validationMessage('seedRange', locale));
      seeds.set(change.id, change.seed);
    }
    for (const [index, change] of input.seeds.entries()) {
      const clash = change.seed !== null && [...seeds].some(([otherId, seed]) => otherId !== change.id && seed === change.seed);
      if (clash) throw badRequest(`body.seeds.${index}.seed`, validationMessage('seedDuplicate', locale));
    }
    for (const change of input.seeds) {
      await tx.update(inscribed).set({ seed: change.seed, version: sql`${inscribed.version} + 1`, updatedAt: new Date() }).where(eq(inscribed.id, change.id));
    }
  });
  return inscribedByIds(
    db,
    input.seeds.map((change) => change.id),
  );
}

async function ownEntry(db: Database, request: FastifyRequest, id: number, version: number | undefined): Promise<InscribedRow> {
  const row = await findInscribed(db, id);
  if (!row) throw notFound();
  await ownOpenValid(db, request, row.validId);
  if (version === undefined) throw missingVersion(requestLocale(request), 'query.version');
  if (version !== row.version) throw staleEntry(request, row);
  return row;
}

/** Takes an entry out; the row stays with origin `removed` and remembers what it was. */
export async function removeEntry(db: Database, request: FastifyRequest, id: number, version?: number): Promise<InscribedRow> {
  const row = await ownEntry(db, request, id, version);
  if (row.origin === 'removed') return row;
  await db
    .update(inscribed)
    .set({ origin: 'removed', previousOrigin: row.origin, seed: null, version: sql`${inscribed.version} + 1`, updatedAt: new Date() })
    .where(eq(inscribed.id, id));
  return (await findInscribed(db, id)) ?? row;
}

/** Puts a removed entry back with its former origin, if the tournament still has room. */
export async function restoreEntry(db: Database, request: FastifyRequest, id: number, version?: number): Promise<InscribedRow> {
  const row = await ownEntry(db, request, id, version);
  if (row.origin !== 'removed') return row;
  const valid = await validById(db, row.validId);
  await db.transaction(async (tx) => {
    const active = await lockedActiveCount(tx, row.validId);
    if (valid.maxEntries !== null && active + 1 > valid.maxEntries) throw badRequest('params.id', validationMessage('entriesFull', requestLocale(request)));
    await tx
      .update(inscribed)
      .set({ origin: row.previousOrigin ?? 'added', previousOrigin: null, version: sql`${inscribed.version} + 1`, updatedAt: new Date() })
      .where(eq(inscribed.id, id));
  });
  return (await findInscribed(db, id)) ?? row;
}

/** How many name matches the entry typeahead looks through at most for people who fit. */
const CANDIDATE_SCAN_LIMIT = 2_000;

/** People the owner may still enter, by name: of the tournament's modality, fitting its categories, not entered. */
export async function entryCandidates(db: Database, validId: number, q: string, limit: number): Promise<InscribedPerson[]> {
  const valid = await validById(db, validId);
  const rules = await rulesOf(db, valid);
  // Entered people are left out by the query; who does not fit the gender or age category is skipped page by page,
  // so a community full of people who do not fit still finds the ones who do.
  const fitting: number[] = [];
  const pageSize = Math.max(limit * 4, 40);
  for (let offset = 0; fitting.length < limit && offset < CANDIDATE_SCAN_LIMIT; offset += pageSize) {
    const ids = await peopleByName(db, valid.communityId, valid.modalityId, q, pageSize, { notEnteredIn: validId, offset });
    const candidates = await candidatesByIds(db, ids);
    for (const personId of ids) {
      const candidate = candidates.get(personId);
      if (candidate && entryRefusal(rules, candidate) === null) fitting.push(personId);
    }
    if (ids.length < pageSize) break;
  }
  const chosen = fitting.slice(0, limit);
  if (chosen.length === 0) return [];
  const people = await db
    .select({ id: persons.id, modalityId: persons.modalityId, firstName: persons.firstName, lastName: persons.lastName, avatar: persons.avatar, genreId: persons.genreId })
    .from(persons)
    .where(inArray(persons.id, chosen));
  return chosen.flatMap((personId) => people.filter((person) => person.id === personId));
}

/**
 * Enters one person the tournament's owner accepted (an approved inscription request, or an imported row),
 * inside the caller's transaction and under the tournament's lock: answers why not (already entered, full) or
 * writes the entry with origin `organic` (or the one given), reusing a removed row.
 */
export async function enterApproved(
  tx: Tx,
  valid: Pick<ValidRow, 'id' | 'maxEntries' | 'createdByAccountId'>,
  person: { id: number; clubId: number | null },
  origin: InscriptionOrigin = 'organic',
): Promise<'alreadyEntered' | 'entriesFull' | null> {
  const active = await lockedActiveCount(tx, valid.id);
  const previous = (await entryRowsOfValid(tx, valid.id)).find((row) => row.personId === person.id);
  if (previous && previous.origin !== 'removed') return 'alreadyEntered';
  if (valid.maxEntries !== null && active + 1 > valid.maxEntries) return 'entriesFull';
  if (previous) {
    await tx
      .update(inscribed)
      .set({ origin, previousOrigin: null, phaseId: null, seed: null, clubId: person.clubId, version: sql`${inscribed.version} + 1`, updatedAt: new Date() })
      .where(eq(inscribed.id, previous.id));
  } else {
    await tx.insert(inscribed).values({ validId: valid.id, personId: person.id, clubId: person.clubId, origin, createdByAccountId: valid.createdByAccountId });
  }
  return null;
}
