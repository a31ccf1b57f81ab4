import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { phases, valids } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { assertVersion, inUse, isReferenced, staleVersion } from '../../lib/owned-records';
import { assertOwner, requireAuth } from '../../plugins/auth';
import {
  errorMessage,
  phaseConfigurationDefaults,
  resolvePhaseConfiguration,
  validationMessage,
  type PhaseConfiguration,
  type PhaseInput,
  type PhaseOrderInput,
  type StatusChangeInput,
} from '@domain/contract';
import { hasUnplayedMatches } from '../draws/service';
import { recordEvent } from '../outbox/service';
import { findValid, type ValidRow } from '../valids/queries';
import { EDITABLE_STATUSES } from '../valids/service';
import { assertFitsSport } from './sport-fit';
import { decideStatus, refusedChange } from '../valids/status';
import { findPhase, phaseRowsOfValid, type PhaseRow } from './queries';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const locked = (request: FastifyRequest) => conflict(validationMessage('statusLocked', requestLocale(request)));
const started = (request: FastifyRequest) => conflict(errorMessage('phaseStarted', requestLocale(request)));

/** A phase that has not started (or was canceled and never will) may still move, be tuned or go. */
const untouched = (statusId: number) => statusId === 1 || statusId === 4;

interface LockedSetup {
  phases: { id: number; statusId: number; order: number; version: number }[];
}

/**
 * Locks the tournament and its phases for the rest of the transaction and reads them again, so the checks that
 * follow decide on what the write will change: a phase started or a tournament finished meanwhile is refused.
 */
async function lockSetup(tx: Tx, request: FastifyRequest, validId: number): Promise<LockedSetup> {
  const [valid] = await tx.select({ statusId: valids.statusId }).from(valids).where(eq(valids.id, validId)).for('update');
  if (!valid || !EDITABLE_STATUSES.includes(valid.statusId)) throw locked(request);
  const rows = await tx
    .select({ id: phases.id, statusId: phases.statusId, order: phases.order, version: phases.version })
    .from(phases)
    .where(eq(phases.validId, validId))
    .orderBy(phases.order, phases.id)
    .for('update');
  return { phases: rows };
}

/** Refuses a new order that moves a phase already under way. */
function assertOnlyUntouchedMove(request: FastifyRequest, setup: LockedSetup, ids: number[]): void {
  for (const [index, id] of ids.entries()) {
    const phase = setup.phases.find((row) => row.id === id);
    if (phase && !untouched(phase.statusId) && setup.phases.indexOf(phase) !== index) throw started(request);
  }
}

/** The tournament a phase write names: it must exist (400 on the field), be the caller's and still be on. */
async function ownValid(db: Database, request: FastifyRequest, validId: number, field = 'body.validId'): Promise<ValidRow> {
  const valid = await findValid(db, validId);
  if (!valid) throw badRequest(field, validationMessage('unknownReference', requestLocale(request)));
  assertOwner(request, valid.createdByAccountId);
  if (!EDITABLE_STATUSES.includes(valid.statusId)) throw locked(request);
  return valid;
}

/** A phase about to change: 404 when missing, 403 unless the caller's account owns its tournament. */
async function editablePhase(db: Database, request: FastifyRequest, id: number): Promise<PhaseRow> {
  const row = await findPhase(db, id);
  if (!row) throw notFound();
  const valid = await findValid(db, row.validId);
  assertOwner(request, valid?.createdByAccountId ?? null);
  return row;
}

/** What a phase's 409 carries: its version and status as they are now, to reload or retry on. */
const stalePhase = (row: { version: number; statusId: number }) => staleVersion({ version: row.version, statusId: row.statusId });

export async function phaseById(db: Database, id: number): Promise<PhaseRow> {
  const row = await findPhase(db, id);
  if (!row) throw notFound();
  return row;
}

/** Writes each phase's place (1…n) in the order given. */
async function writeOrder(tx: Tx, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries()) await tx.update(phases).set({ order: index + 1 }).where(eq(phases.id, id));
}

/** `ids` with `id` moved to `position` (1-based, clamped to the list). */
function moved(ids: number[], id: number, position: number): number[] {
  const rest = ids.filter((other) => other !== id);
  const at = Math.min(Math.max(position, 1), rest.length + 1) - 1;
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

export async function createPhase(db: Database, request: FastifyRequest, input: PhaseInput): Promise<PhaseRow> {
  const { accountId } = requireAuth(request);
  const valid = await ownValid(db, request, input.validId);
  const configuration = resolvePhaseConfiguration(input.configuration, valid.sportId, input.formatId, valid.modalityId);
  assertFitsSport(request, valid.sportId, configuration, 'body.configuration');
  const id = await db.transaction(async (tx) => {
    const setup = await lockSetup(tx, request, valid.id);
    const siblings = setup.phases;
    const [row] = await tx
      .insert(phases)
      .values({
        validId: valid.id,
        order: siblings.length + 1,
        name: input.name,
        formatId: input.formatId,
        categoryId: input.categoryId,
        startDate: input.startDate,
        endDate: input.endDate,
        configuration,
        createdByAccountId: accountId,
      })
      .returning({ id: phases.id });
    if (!row) throw new Error('phase not created');
    if (input.order !== undefined && input.order <= siblings.length) {
      const ids = moved([...siblings.map((s) => s.id), row.id], row.id, input.order);
      assertOnlyUntouchedMove(request, { ...setup, phases: [...siblings, { id: row.id, statusId: 1, order: siblings.length + 1, version: 1 }] }, ids);
      await writeOrder(tx, ids);
    }
    return row.id;
  });
  return phaseById(db, id);
}

/**
 * A phase keeps its tournament. Its configuration is the stored one with the sent fields over it (the format's
 * defaults when the format changes, which only a phase not started may do).
 */
export async function updatePhase(db: Database, request: FastifyRequest, id: number, input: PhaseInput): Promise<PhaseRow> {
  const current = await editablePhase(db, request, id);
  assertVersion(request, input.version, current.version, { statusId: current.statusId });
  const locale = requestLocale(request);
  if (input.validId !== current.validId) throw badRequest('body.validId', validationMessage('notInValid', locale));
  const valid = await ownValid(db, request, current.validId);
  if (current.statusId === 3 || current.statusId === 4) throw locked(request);
  if (current.statusId !== 1) throw started(request);
  const formatChanged = input.formatId !== current.formatId;
  const base: PhaseConfiguration = formatChanged ? phaseConfigurationDefaults(valid.sportId, input.formatId, valid.modalityId) : current.configuration;
  const configuration: PhaseConfiguration = { ...base, ...resolveSent(input.configuration) };
  assertFitsSport(request, valid.sportId, configuration, 'body.configuration');
  await db.transaction(async (tx) => {
    const setup = await lockSetup(tx, request, current.validId);
    const fresh = setup.phases.find((phase) => phase.id === id);
    if (!fresh) throw notFound();
    if (fresh.version !== current.version) throw stalePhase(fresh);
    if (fresh.statusId !== 1) throw started(request);
    const [row] = await tx
      .update(phases)
      .set({
        name: input.name,
        formatId: input.formatId,
        categoryId: input.categoryId,
        startDate: input.startDate,
        endDate: input.endDate,
        configuration,
        version: sql`${phases.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(phases.id, id), eq(phases.version, current.version)))
      .returning({ id: phases.id });
    if (!row) throw stalePhase(await phaseById(tx, id));
    if (input.order !== undefined && input.order !== current.order) {
      const ids = moved(setup.phases.map((s) => s.id), id, input.order);
      assertOnlyUntouchedMove(request, setup, ids);
      await writeOrder(tx, ids);
    }
  });
  return phaseById(db, id);
}

/** The sent configuration fields only (undefined ones keep what is stored). */
function resolveSent(sent: PhaseInput['configuration']): Partial<PhaseConfiguration> {
  return Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
}

/** A phase not started (or canceled) may go; the later ones move up. One with entries placed in it stays. */
export async function deletePhase(db: Database, request: FastifyRequest, id: number): Promise<void> {
  const current = await editablePhase(db, request, id);
  await ownValid(db, request, current.validId, 'params.id');
  if (!untouched(current.statusId)) throw started(request);
  try {
    await db.transaction(async (tx) => {
      const setup = await lockSetup(tx, request, current.validId);
      const fresh = setup.phases.find((phase) => phase.id === id);
      if (!fresh) throw notFound();
      if (!untouched(fresh.statusId)) throw started(request);
      await tx.delete(phases).where(eq(phases.id, id));
      await tx
        .update(phases)
        .set({ order: sql`${phases.order} - 1` })
        .where(and(eq(phases.validId, current.validId), gt(phases.order, current.order)));
    });
  } catch (error) {
    if (isReferenced(error)) throw inUse();
    throw error;
  }
}

/** Every phase of the tournament, each once, in the new order. */
export async function reorderPhases(db: Database, request: FastifyRequest, input: PhaseOrderInput): Promise<PhaseRow[]> {
  const valid = await ownValid(db, request, input.validId);
  await db.transaction(async (tx) => {
    const setup = await lockSetup(tx, request, valid.id);
    const known = new Set(setup.phases.map((phase) => phase.id));
    const sent = new Set(input.phaseIds);
    if (sent.size !== input.phaseIds.length || sent.size !== known.size || input.phaseIds.some((phaseId) => !known.has(phaseId))) {
      throw badRequest('body.phaseIds', validationMessage('phaseOrder', requestLocale(request)));
    }
    assertOnlyUntouchedMove(request, setup, input.phaseIds);
    await writeOrder(tx, input.phaseIds);
  });
  return phaseRowsOfValid(db, valid.id);
}

/** A phase's status follows the machine; a tournament that is over keeps its phases as they ended. */
export async function changePhaseStatus(db: Database, request: FastifyRequest, id: number, input: StatusChangeInput): Promise<PhaseRow> {
  const current = await editablePhase(db, request, id);
  const valid = await findValid(db, current.validId);
  if (!valid || !EDITABLE_STATUSES.includes(valid.statusId)) throw refusedChange(request, current, validationMessage('statusLocked', requestLocale(request)));
  const decision = decideStatus(request, 'phase', current, input);
  if (decision.status === 3 && (await hasUnplayedMatches(db, id))) {
    throw refusedChange(request, current, errorMessage('matchesUnplayed', requestLocale(request)));
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(phases)
      .set({ statusId: decision.status, version: sql`${phases.version} + 1`, updatedAt: new Date() })
      .where(and(eq(phases.id, id), eq(phases.version, current.version)))
      .returning({ id: phases.id });
    if (!row) throw stalePhase(await phaseById(tx, id));
    for (const event of decision.events) await recordEvent(tx, event);
  });
  return phaseById(db, id);
}

