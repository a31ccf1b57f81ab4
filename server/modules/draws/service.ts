import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Entry } from '@domain/engine';
import { errorMessage, validationMessage, type DrawInput, type PhaseDraw } from '@domain/contract';
import { statusAccepts } from '@domain/machines';
import type { Database } from '../../db/client';
import { matches } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { assertVersion, pgErrorCode, staleNow } from '../../lib/owned-records';
import { assertOwner, requireAuth } from '../../plugins/auth';
import { EDITABLE_STATUSES } from '../valids/service';
import { EntriesUnavailable, entriesForPhase } from './entries';
import { plan } from './plan';
import { drawOfPhase, groupsOfPhase, phaseContext, type DrawRow, type PhaseContext } from './queries';
import { DrawLocked, lockPhaseForDraw, writeDraw } from './write';

/** The phase a write names: 404 when missing, 403 unless the caller owns its tournament, 409 once over (the status machine says). */
export async function ownPhase(db: Database, request: FastifyRequest, phaseId: number): Promise<PhaseContext> {
  requireAuth(request);
  return assertPhaseWritable(request, await phaseContext(db, phaseId));
}

export function assertPhaseWritable(request: FastifyRequest, phase: PhaseContext | null): PhaseContext {
  if (!phase) throw notFound();
  assertOwner(request, phase.ownerAccountId);
  if (!EDITABLE_STATUSES.includes(phase.validStatusId)) throw conflict(validationMessage('statusLocked', requestLocale(request)));
  if (!statusAccepts(phase.statusId, 'draw')) throw conflict(errorMessage('phaseLocked', requestLocale(request)));
  return phase;
}

/**
 * Draws (or redraws) a phase from its entries with the engine, and writes the draw, its groups and entries and
 * every match in one transaction. Refused once a match of the phase has a result.
 */
export async function drawPhase(db: Database, request: FastifyRequest, phaseId: number, input: DrawInput): Promise<PhaseDraw> {
  const { accountId } = requireAuth(request);
  const locale = requestLocale(request);
  const phase = await ownPhase(db, request, phaseId);
  let entries: Entry[];
  try {
    entries = await entriesForPhase(db, phase);
  } catch (error) {
    if (error instanceof EntriesUnavailable) throw conflict(errorMessage('previousPhaseUnfinished', locale));
    throw error;
  }
  const seed = input.seed ?? randomInt(0, 2 ** 31 - 1);
  const planned = plan(locale, phase, entries, input, seed);
  let draw: DrawRow;
  try {
    draw = await db.transaction(async (tx) => {
      const state = await lockPhaseForDraw(tx, phaseId);
      if (!state) throw notFound();
      if (state.played) throw conflict(errorMessage('drawLocked', locale));
      // A redraw replaces the draw the caller read: it names that draw's version. The first draw has none to name.
      if (state.drawVersion !== null) assertVersion(request, input.version, state.drawVersion);
      return writeDraw(tx, phaseId, accountId, planned, seed, input.version, state);
    });
  } catch (error) {
    if (error instanceof DrawLocked) throw conflict(errorMessage('drawLocked', locale));
    if (pgErrorCode(error) === '23505') throw await staleNow(() => drawOfPhase(db, phaseId));
    throw error;
  }
  return drawView(db, phase, draw);
}

export async function phaseDrawView(db: Database, phaseId: number): Promise<PhaseDraw | null> {
  const phase = await phaseContext(db, phaseId);
  if (!phase) throw notFound();
  const draw = await drawOfPhase(db, phaseId);
  return draw ? drawView(db, phase, draw) : null;
}

async function drawView(db: Database, phase: PhaseContext, draw: DrawRow): Promise<PhaseDraw> {
  const { options } = draw;
  const phaseId = phase.id;
  const bracket = options.kind === 'bracket' && options.size ? { size: options.size, rounds: Math.log2(options.size), order: options.order ?? 'ittf', lines: options.lines ?? [] } : null;
  return {
    phaseId,
    formatId: phase.formatId,
    method: draw.method,
    seed: draw.seed,
    options,
    drawnAt: draw.drawnAt.toISOString(),
    drawnByAccountId: draw.drawnByAccountId,
    version: draw.version,
    groups: options.kind === 'groups' ? await groupsOfPhase(db, phaseId) : [],
    bracket,
  };
}

/** Whether a drawn phase still has a match without its result (byes count as decided). */
export async function hasUnplayedMatches(db: Database, phaseId: number): Promise<boolean> {
  const [row] = await db.select({ id: matches.id }).from(matches).where(and(eq(matches.phaseId, phaseId), eq(matches.status, 'pending'))).limit(1);
  return row !== undefined;
}
