import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { multiTournaments, phases, valids } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { assertEditable, assertVersion, inUse, isReferenced, staleVersion } from '../../lib/owned-records';
import { assertCommunityRefs, assertOwnedReferences } from '../../lib/references';
import { assertOwner, requireAuth } from '../../plugins/auth';
import { addDays } from '@domain/calendar';
import { resolvePhaseConfiguration, validationMessage, type StatusChangeInput, type ValidCloneInput, type ValidInput } from '@domain/contract';
import { assertSportAllowed, communityOf, scopedCommunity } from '../communities/guard';
import { recordEvent } from '../outbox/service';
import { activeEntryCount, findValid, type ValidRow } from './queries';
import { decideStatus } from './status';
import { assertFitsSport } from '../phases/sport-fit';

/** Statuses in which a tournament's set-up (entries, phases, deletion) may still change. */
export const EDITABLE_STATUSES: readonly number[] = [1, 2, 5];

async function checkReferences(db: Database, request: FastifyRequest, community: { id: number; sportId: number | null }, input: ValidInput) {
  assertSportAllowed(request, community, input.sportId);
  await assertCommunityRefs(db, request, community.id, [{ table: multiTournaments, id: input.tournamentId, field: 'body.tournamentId' }]);
  const { ageCategoryId, levelCategoryId, subCategoryId, seasonId, placeId, organizerId } = input;
  await assertOwnedReferences(db, request, community.id, { ageCategoryId, levelCategoryId, subCategoryId, seasonId, placeId, organizerId });
  if (input.tournamentId !== null) {
    // Only the multi-tournament's own account may put tournaments in it.
    const [parent] = await db.select({ createdBy: multiTournaments.createdByAccountId }).from(multiTournaments).where(eq(multiTournaments.id, input.tournamentId));
    assertOwner(request, parent?.createdBy ?? null);
  }
}

const values = (input: ValidInput) => ({
  name: input.name,
  tournamentId: input.tournamentId,
  sportId: input.sportId,
  modalityId: input.modalityId,
  genreId: input.genreId,
  ageCategoryId: input.ageCategoryId,
  levelCategoryId: input.levelCategoryId,
  subCategoryId: input.subCategoryId,
  seasonId: input.seasonId,
  placeId: input.placeId,
  organizerId: input.organizerId,
  startDate: input.startDate,
  endDate: input.endDate,
  inscriptionStart: input.inscriptionStart,
  inscriptionEnd: input.inscriptionEnd,
  maxEntries: input.maxEntries,
  requiresApproval: input.requiresApproval,
  description: input.description,
  logo: input.logo,
});

export async function validById(db: Database, id: number): Promise<ValidRow> {
  const row = await findValid(db, id);
  if (!row) throw notFound();
  return row;
}

export async function createValid(db: Database, request: FastifyRequest, input: ValidInput): Promise<ValidRow> {
  const { accountId } = requireAuth(request);
  const community = await scopedCommunity(db, request);
  await checkReferences(db, request, community, input);
  const configurations = input.phases.map((phase) => resolvePhaseConfiguration(phase.configuration, input.sportId, phase.formatId, input.modalityId));
  for (const [index, configuration] of configurations.entries()) assertFitsSport(request, input.sportId, configuration, `body.phases.${index}.configuration`);
  // The tournament and the phases it starts with are written together or not at all.
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(valids)
      .values({ ...values(input), communityId: community.id, createdByAccountId: accountId })
      .returning({ id: valids.id });
    if (!row) throw new Error('tournament not created');
    if (input.phases.length > 0) {
      await tx.insert(phases).values(
        input.phases.map((phase, index) => ({
          validId: row.id,
          order: index + 1,
          name: phase.name,
          formatId: phase.formatId,
          categoryId: phase.categoryId,
          configuration: configurations[index] ?? resolvePhaseConfiguration(phase.configuration, input.sportId, phase.formatId, input.modalityId),
          createdByAccountId: accountId,
        })),
      );
    }
    return row.id;
  });
  return validById(db, id);
}

/** A tournament saved by someone else between the read and the write: 409 with its version and status now. */
async function staleValid(db: Database, id: number) {
  const now = await findValid(db, id);
  return now ? staleVersion({ version: now.version, statusId: now.statusId }) : notFound();
}

/**
 * Entries already taken bind the tournament: its sport and modality stay, and the maximum cannot drop below
 * them. A finished or canceled tournament's set-up is kept as it ended.
 */
export async function updateValid(db: Database, request: FastifyRequest, id: number, input: ValidInput): Promise<ValidRow> {
  const current = assertEditable(request, await findValid(db, id));
  assertVersion(request, input.version, current.version, { statusId: current.statusId });
  const locale = requestLocale(request);
  if (!EDITABLE_STATUSES.includes(current.statusId)) throw conflict(validationMessage('statusLocked', locale));
  await checkReferences(db, request, await communityOf(db, current.communityId), input);
  const entries = await activeEntryCount(db, id);
  if (entries > 0 && input.modalityId !== current.modalityId) throw badRequest('body.modalityId', validationMessage('hasEntries', locale));
  if (entries > 0 && input.sportId !== current.sportId) throw badRequest('body.sportId', validationMessage('hasEntries', locale));
  if (input.maxEntries !== null && input.maxEntries < entries) throw badRequest('body.maxEntries', validationMessage('maxBelowEntries', locale));
  const [row] = await db
    .update(valids)
    .set({ ...values(input), version: sql`${valids.version} + 1`, updatedAt: new Date() })
    .where(and(eq(valids.id, id), eq(valids.version, current.version)))
    .returning({ id: valids.id });
  if (!row) throw await staleValid(db, id);
  return validById(db, id);
}

/** Deleting takes its phases and entries with it; a started, paused or finished tournament stays (cancel it). */
export async function deleteValid(db: Database, request: FastifyRequest, id: number): Promise<void> {
  const current = assertEditable(request, await findValid(db, id));
  if (current.statusId !== 1 && current.statusId !== 4) throw conflict(validationMessage('statusLocked', requestLocale(request)));
  try {
    await db.delete(valids).where(eq(valids.id, id));
  } catch (error) {
    if (isReferenced(error)) throw inUse();
    throw error;
  }
}

/** Start, pause, resume, finish or cancel, as the status machine allows; finishing records its outbox row. */
export async function changeValidStatus(db: Database, request: FastifyRequest, id: number, input: StatusChangeInput): Promise<ValidRow> {
  const current = assertEditable(request, await findValid(db, id));
  const decision = decideStatus(request, 'valid', current, input);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(valids)
      .set({ statusId: decision.status, version: sql`${valids.version} + 1`, updatedAt: new Date() })
      .where(and(eq(valids.id, id), eq(valids.version, current.version)))
      .returning({ id: valids.id });
    if (!row) throw await staleValid(db, id);
    for (const event of decision.events) await recordEvent(tx, event);
  });
  return validById(db, id);
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
const shifted = (date: string | null, days: number) => (date === null ? null : addDays(date, days));

/**
 * "The same as last year": a new tournament, not started, with the source's settings and phases (format, groups,
 * scoring, tie-breaks) and none of its entries, draws or results. Every other date moves by as many days as the
 * start did; a sent `inscriptionEnd` replaces the moved one. The source is locked while it is copied, so a phase
 * added or changed meanwhile is either all in the copy or not at all.
 */
export async function cloneValid(db: Database, request: FastifyRequest, id: number, input: ValidCloneInput): Promise<ValidRow> {
  const { accountId } = requireAuth(request);
  const locale = requestLocale(request);
  const newId = await db.transaction(async (tx) => {
    const [source] = await tx.select({ createdBy: valids.createdByAccountId }).from(valids).where(eq(valids.id, id)).for('share');
    if (!source) throw notFound();
    assertOwner(request, source.createdBy);
    const copied = await copyValid(tx, id, input, accountId);
    if (copied === 'inscriptionAfterEnd') throw badRequest('body.inscriptionEnd', validationMessage('inscriptionAfterEnd', locale));
    return copied;
  });
  return validById(db, newId);
}

/**
 * The copy itself, inside the caller's transaction (the clone call, or the demo seed showing a next edition):
 * the new tournament's id, or the reason the dates do not fit.
 */
export async function copyValid(tx: Database, id: number, input: ValidCloneInput, accountId: number): Promise<number | 'inscriptionAfterEnd'> {
  const [source] = await tx.select().from(valids).where(eq(valids.id, id)).for('share');
  if (!source) throw notFound();
  const days = daysBetween(source.startDate, input.startDate);
  const inscriptionEnd = input.inscriptionEnd ?? shifted(source.inscriptionEnd, days);
  const movedStart = shifted(source.inscriptionStart, days);
  if (inscriptionEnd !== null && inscriptionEnd > input.endDate) return 'inscriptionAfterEnd';
  // A close sent earlier than the moved opening keeps the close and lets inscriptions open from the start.
  const inscriptionStart = movedStart !== null && inscriptionEnd !== null && movedStart > inscriptionEnd ? null : movedStart;
  const sourcePhases = await tx.select().from(phases).where(eq(phases.validId, id)).orderBy(phases.order, phases.id).for('share');
  const [row] = await tx
    .insert(valids)
    .values({
      communityId: source.communityId,
      tournamentId: source.tournamentId,
      name: input.name,
      sportId: source.sportId,
      modalityId: source.modalityId,
      genreId: source.genreId,
      ageCategoryId: source.ageCategoryId,
      levelCategoryId: source.levelCategoryId,
      subCategoryId: source.subCategoryId,
      seasonId: source.seasonId,
      placeId: source.placeId,
      organizerId: source.organizerId,
      startDate: input.startDate,
      endDate: input.endDate,
      inscriptionStart,
      inscriptionEnd,
      maxEntries: source.maxEntries,
      requiresApproval: source.requiresApproval,
      description: source.description,
      logo: source.logo,
      createdByAccountId: accountId,
    })
    .returning({ id: valids.id });
  if (!row) throw new Error('tournament not cloned');
  if (sourcePhases.length > 0) {
    await tx.insert(phases).values(
      sourcePhases.map((phase, index) => ({
        validId: row.id,
        order: index + 1,
        name: phase.name,
        formatId: phase.formatId,
        categoryId: phase.categoryId,
        startDate: shifted(phase.startDate, days),
        endDate: shifted(phase.endDate, days),
        configuration: phase.configuration,
        createdByAccountId: accountId,
      })),
    );
  }
  return row.id;
}
