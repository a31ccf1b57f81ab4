import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@domain/catalog';
import { validationMessage, youtubeVideoId, type MatchEventInput, type MatchExtras } from '@domain/contract';
import type { Database } from '../../db/client';
import { matchEvents, matches } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { assertOwner, requireAuth } from '../../plugins/auth';
import { communityOfValid, eventOfMatch, eventsOfMatch, imageOfCommunity, peopleOfEntry, personExists, sideOfEntry } from './event-queries';
import { matchRow, matchWithPhase, type MatchRow, type PhaseContext, type Tx } from './queries';
import { staleMatch } from './results';

class StaleWrite extends Error {}

export async function matchExtras(db: Database, matchId: number): Promise<MatchExtras> {
  const match = await matchRow(db, matchId);
  if (!match) throw notFound();
  const side = (entryId: number | null) => (entryId === null ? Promise.resolve(null) : sideOfEntry(db, entryId));
  const [home, away, events] = await Promise.all([side(match.homeId), side(match.awayId), eventsOfMatch(db, matchId)]);
  return { matchId, version: match.version, sides: { home, away }, events };
}

/**
 * The match a write names, on the version the caller read: 404 when missing, 403 unless the caller owns its
 * tournament, 409 with the current match when stale. Events change no result, so a finished phase still takes them.
 */
async function ownMatch(db: Database, request: FastifyRequest, id: number, version: number): Promise<{ match: MatchRow; phase: PhaseContext }> {
  requireAuth(request);
  const found = await matchWithPhase(db, id);
  if (!found) throw notFound();
  assertOwner(request, found.phase.ownerAccountId);
  if (found.match.version !== version) throw await staleMatch(db, requestLocale(request), id);
  return found;
}

/** A person named on an event must exist and play on the event's side (a team's or double's members). */
async function checkPerson(db: Database, locale: Locale, field: string, personId: number, people: Set<number>): Promise<void> {
  if (!(await personExists(db, personId))) throw badRequest(field, validationMessage('unknownReference', locale));
  if (!people.has(personId)) throw badRequest(field, validationMessage('notOnMatch', locale));
}

async function checkInput(db: Database, locale: Locale, match: MatchRow, phase: PhaseContext, input: MatchEventInput): Promise<number | null> {
  if (input.side) {
    const entryId = input.side === 'home' ? match.homeId : match.awayId;
    const people = entryId === null ? null : await peopleOfEntry(db, entryId);
    if (!people) throw badRequest('body.side', validationMessage('sideEmpty', locale));
    if (input.personId !== undefined) await checkPerson(db, locale, 'body.personId', input.personId, people);
    if (input.secondPersonId !== undefined) await checkPerson(db, locale, 'body.secondPersonId', input.secondPersonId, people);
  } else if (input.personId !== undefined) {
    throw badRequest('body.side', validationMessage('required', locale));
  }
  if (input.imageId === undefined) return null;
  const communityId = await communityOfValid(db, phase.validId);
  const imageId = communityId === null ? null : await imageOfCommunity(db, input.imageId, communityId);
  if (imageId === null) throw badRequest('body.imageId', validationMessage('unknownReference', locale));
  return imageId;
}

/**
 * Moves the match to its next version only from the one the caller read; a concurrent write loses here. Its
 * `updatedAt` stays the time of its result, which head-to-head shows as the day it was played.
 */
async function bumpVersion(tx: Tx, matchId: number, version: number): Promise<void> {
  const [bumped] = await tx
    .update(matches)
    .set({ version: sql`${matches.version} + 1` })
    .where(and(eq(matches.id, matchId), eq(matches.version, version)))
    .returning({ id: matches.id });
  if (!bumped) throw new StaleWrite();
}

async function versioned(db: Database, locale: Locale, matchId: number, write: (tx: Tx) => Promise<void>): Promise<void> {
  try {
    await db.transaction(write);
  } catch (error) {
    if (error instanceof StaleWrite) throw await staleMatch(db, locale, matchId);
    throw error;
  }
}

/** Adds an event to a match (owner only, on the version read); answers the match's events and new version. */
export async function addMatchEvent(db: Database, request: FastifyRequest, matchId: number, input: MatchEventInput): Promise<{ extras: MatchExtras; phaseId: number }> {
  const found = await ownMatch(db, request, matchId, input.version);
  return addEventAs(db, requestLocale(request), found, input, requireAuth(request).accountId);
}

/** Adds an event to a match already checked for its writer (the owner, or a score-keeper link of its scope). */
export async function addEventAs(db: Database, locale: Locale, { match, phase }: { match: MatchRow; phase: PhaseContext }, input: MatchEventInput, accountId: number): Promise<{ extras: MatchExtras; phaseId: number }> {
  const matchId = match.id;
  if (match.version !== input.version) throw await staleMatch(db, locale, matchId);
  const imageId = await checkInput(db, locale, match, phase, input);
  const videoId = input.videoUrl === undefined ? null : youtubeVideoId(input.videoUrl);
  await versioned(db, locale, matchId, async (tx) => {
    await bumpVersion(tx, matchId, input.version);
    await tx.insert(matchEvents).values({
      matchId,
      type: input.type,
      minute: input.minute ?? null,
      side: input.side ?? null,
      personId: input.personId ?? null,
      secondPersonId: input.secondPersonId ?? null,
      videoId,
      imageId,
      createdByAccountId: accountId,
    });
  });
  return { extras: await matchExtras(db, matchId), phaseId: phase.id };
}

/** Removes one event of a match (owner only, on the version read). */
export async function deleteMatchEvent(db: Database, request: FastifyRequest, matchId: number, eventId: number, version: number): Promise<{ extras: MatchExtras; phaseId: number }> {
  const locale = requestLocale(request);
  const { phase } = await ownMatch(db, request, matchId, version);
  if ((await eventOfMatch(db, matchId, eventId)) === null) throw notFound();
  await versioned(db, locale, matchId, async (tx) => {
    await bumpVersion(tx, matchId, version);
    await tx.delete(matchEvents).where(and(eq(matchEvents.id, eventId), eq(matchEvents.matchId, matchId)));
  });
  return { extras: await matchExtras(db, matchId), phaseId: phase.id };
}
