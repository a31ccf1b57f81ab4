import { and, asc, eq, type SQL } from 'drizzle-orm';
import { MODALITY_IDS } from '@domain/catalog';
import { entryRefusal, validationMessage, type EntryCandidate, type ValidationMessageKey } from '@domain/contract';
import type { Locale } from '@domain/catalog';
import { refused } from '../../lib/errors';
import type { Database } from '../../db/client';
import { certificationRequests, persons, teamMembers, userPlayers } from '../../db/schema';
import type { AuthContext } from '../../plugins/auth';
import { candidatesByIds, entryRowsOfValid } from '../inscribed/queries';
import { rulesOf } from '../inscribed/service';
import type { ValidRow } from '../valids/queries';
import { today } from '../../lib/references';

export type Refusal = ValidationMessageKey;
/** A refusal as the API answers it: 409 with the stable code as `reason` and the text in the caller's language. */
export const refusedFor = (refusal: Refusal, locale: Locale) =>
  refused(409, { code: refusal, message: { es: validationMessage(refusal, 'es'), en: validationMessage(refusal, 'en') } }, locale);

type Candidate = EntryCandidate & { id: number; clubId: number | null };
type Who = Pick<AuthContext, 'userId' | 'accountId'>;

export async function linkedPlayerId(db: Database, userId: number): Promise<number | null> {
  const [row] = await db.select({ personId: userPlayers.personId }).from(userPlayers).where(eq(userPlayers.userId, userId)).limit(1);
  return row?.personId ?? null;
}

export async function personOwner(db: Database, personId: number) {
  const [row] = await db
    .select({ id: persons.id, modalityId: persons.modalityId, ownerAccountId: persons.createdByAccountId, communityId: persons.communityId })
    .from(persons)
    .where(eq(persons.id, personId))
    .limit(1);
  return row ?? null;
}

/** The user may ask for their own player, or for a person their current account owns. */
async function mayActFor(db: Database, who: Who, personId: number): Promise<boolean> {
  if ((await linkedPlayerId(db, who.userId)) === personId) return true;
  return (await personOwner(db, personId))?.ownerAccountId === who.accountId;
}

/** Open to entries now: not started, and inside its window (an open end where none is set). */
export const windowOpen = (valid: Pick<ValidRow, 'statusId' | 'inscriptionStart' | 'inscriptionEnd'>, day = today()) =>
  valid.statusId === 1 && (!valid.inscriptionStart || day >= valid.inscriptionStart) && (!valid.inscriptionEnd || day <= valid.inscriptionEnd);

/** Everything but the window and the pending duplicate: what is checked again, under lock, when approving. */
export async function entryRefusalOf(db: Database, valid: ValidRow, candidate: Candidate): Promise<Refusal | null> {
  const refusal = entryRefusal(await rulesOf(db, valid), candidate);
  if (refusal) return refusal;
  const entries = await entryRowsOfValid(db, valid.id);
  if (entries.some((row) => row.personId === candidate.id && row.origin !== 'removed')) return 'alreadyEntered';
  const active = entries.filter((row) => row.origin !== 'removed').length;
  return valid.maxEntries !== null && active >= valid.maxEntries ? 'entriesFull' : null;
}

export async function candidateOf(db: Database, personId: number): Promise<Candidate | null> {
  return (await candidatesByIds(db, [personId])).get(personId) ?? null;
}

export async function pendingRequestId(db: Database, userId: number, where: SQL | undefined): Promise<number | null> {
  const [row] = await db
    .select({ id: certificationRequests.id })
    .from(certificationRequests)
    .where(and(eq(certificationRequests.requesterUserId, userId), eq(certificationRequests.status, 'pending'), where))
    .limit(1);
  return row?.id ?? null;
}

export type Decision<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };
const no = <T>(refusal: Refusal): Decision<T> => ({ ok: false, refusal });

/**
 * Who enters a tournament for the user: the person named (their player, or a double or team of their account),
 * else their player for a singles tournament, else the first double or team of their account that fits.
 */
export async function entrantFor(db: Database, who: Who, valid: ValidRow, personId: number | undefined): Promise<Decision<Candidate>> {
  let ids: number[];
  if (personId !== undefined) {
    if (!(await mayActFor(db, who, personId))) return no('personNotYours');
    ids = [personId];
  } else if (valid.modalityId === MODALITY_IDS.single) {
    const own = await linkedPlayerId(db, who.userId);
    if (own === null) return no('noPlayerProfile');
    ids = [own];
  } else {
    const owned = await db
      .select({ id: persons.id })
      .from(persons)
      .where(and(eq(persons.createdByAccountId, who.accountId), eq(persons.modalityId, valid.modalityId), eq(persons.communityId, valid.communityId)))
      .orderBy(asc(persons.id))
      .limit(50);
    if (owned.length === 0) return no('noEntrant');
    ids = owned.map((row) => row.id);
  }
  let first: Refusal = 'noEntrant';
  for (const id of ids) {
    const candidate = await candidateOf(db, id);
    if (!candidate) return no('unknownReference');
    const refusal = await entryRefusalOf(db, valid, candidate);
    if (!refusal) return { ok: true, value: candidate };
    if (ids.length === 1) return no(refusal);
    first = first === 'noEntrant' ? refusal : first;
  }
  return no(personId === undefined && valid.modalityId !== MODALITY_IDS.single ? 'noEntrant' : first);
}

/** The player who joins a team for the user: the one named (theirs or their account's), else their own. */
export async function joinerFor(db: Database, who: Who, personId: number | undefined): Promise<Decision<number>> {
  const id = personId ?? (await linkedPlayerId(db, who.userId));
  if (id === null) return no('noPlayerProfile');
  if (personId !== undefined && !(await mayActFor(db, who, personId))) return no('personNotYours');
  if ((await personOwner(db, id))?.modalityId !== MODALITY_IDS.single) return no('notAPlayer');
  return { ok: true, value: id };
}

export async function isMember(db: Database, teamId: number, personId: number): Promise<boolean> {
  const [row] = await db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.personId, personId))).limit(1);
  return Boolean(row);
}

export async function claimedBy(db: Database, personId: number): Promise<number | null> {
  const [row] = await db.select({ userId: userPlayers.userId }).from(userPlayers).where(eq(userPlayers.personId, personId)).limit(1);
  return row?.userId ?? null;
}
