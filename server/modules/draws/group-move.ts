import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { scheduleRoundRobin } from '@domain/engine';
import { ERROR_CODES, errorMessage, validationMessage, type GroupMoveInput, type PhaseDraw } from '@domain/contract';
import type { Database } from '../../db/client';
import { groupEntries, matches, phaseDraws, phaseGroups } from '../../db/schema';
import { ApiError, badRequest, conflict, notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { inscribedId } from './engine';
import { ownPhase, phaseDrawView } from './service';
import { drawOfPhase, type Tx } from './queries';
import { lockPhaseForDraw } from './write';

interface GroupState {
  id: number;
  number: number;
  entries: number[];
}

/** The group's entries in their order (their Berger numbers). */
async function groupState(tx: Tx, groupId: number): Promise<GroupState | null> {
  const [group] = await tx.select({ id: phaseGroups.id, number: phaseGroups.number }).from(phaseGroups).where(eq(phaseGroups.id, groupId));
  if (!group) return null;
  const rows = await tx.select({ inscribedId: groupEntries.inscribedId }).from(groupEntries).where(eq(groupEntries.groupId, groupId)).orderBy(asc(groupEntries.position));
  return { ...group, entries: rows.map((row) => row.inscribedId) };
}

/**
 * Makes a group's matches those the engine schedules for its entries: a match whose code stays keeps its row (and its
 * day, place and court) with the new pair, the codes gone are deleted and the new ones inserted.
 */
async function rescheduleGroup(tx: Tx, phaseId: number, group: GroupState, rounds: number | undefined): Promise<void> {
  const schedule = scheduleRoundRobin(group.entries, { rounds, idPrefix: `g${group.number}-` });
  const existing = await tx.select({ id: matches.id, code: matches.code, homeId: matches.homeId, awayId: matches.awayId }).from(matches).where(eq(matches.groupId, group.id));
  const byCode = new Map(existing.map((row) => [row.code, row]));
  const planned = new Set(schedule.matches.map((match) => match.id));
  const gone = existing.filter((row) => !planned.has(row.code)).map((row) => row.id);
  if (gone.length > 0) await tx.delete(matches).where(inArray(matches.id, gone));
  const added: Array<typeof matches.$inferInsert> = [];
  for (const match of schedule.matches) {
    const homeId = inscribedId(match.home);
    const awayId = inscribedId(match.away);
    const row = byCode.get(match.id);
    if (!row) added.push({ phaseId, groupId: group.id, code: match.id, round: match.round, position: match.position, homeId, awayId, status: 'pending' });
    else if (row.homeId !== homeId || row.awayId !== awayId) await tx.update(matches).set({ homeId, awayId, updatedAt: new Date(), version: sql`${matches.version} + 1` }).where(eq(matches.id, row.id));
  }
  if (added.length > 0) await tx.insert(matches).values(added);
}

/**
 * Moves an entry of group `groupId` to another group of its phase, or swaps it with an entry of that group, before
 * the phase's first result. Both groups' matches are scheduled again by the engine, in one transaction that holds
 * the phase, and the draw's version goes up by one.
 */
export async function moveGroupEntry(db: Database, request: FastifyRequest, groupId: number, input: GroupMoveInput): Promise<{ phaseId: number; draw: PhaseDraw }> {
  const locale = requestLocale(request);
  const [found] = await db.select({ phaseId: phaseGroups.phaseId }).from(phaseGroups).where(eq(phaseGroups.id, groupId));
  if (!found) throw notFound();
  const phase = await ownPhase(db, request, found.phaseId);
  await db.transaction(async (tx) => {
    const state = await lockPhaseForDraw(tx, phase.id);
    const draw = await drawOfPhase(tx, phase.id);
    if (!state || !draw) throw notFound();
    if (state.played) throw conflict(errorMessage('groupsLocked', locale));
    if (draw.version !== input.version) throw new ApiError(409, ERROR_CODES.conflict, null, errorMessage('staleVersion', locale), undefined, { version: draw.version });
    const from = await groupState(tx, groupId);
    if (!from) throw notFound();
    const [target] = input.toGroupId === groupId ? [] : await tx.select({ id: phaseGroups.id }).from(phaseGroups).where(and(eq(phaseGroups.id, input.toGroupId), eq(phaseGroups.phaseId, phase.id)));
    const to = target ? await groupState(tx, target.id) : null;
    if (!to) throw badRequest('body.toGroupId', validationMessage('otherGroupOfPhase', locale));
    const at = from.entries.indexOf(input.inscribedId);
    if (at < 0) throw badRequest('body.inscribedId', validationMessage('notInGroup', locale));
    if (input.swapWithId !== undefined) {
      const other = to.entries.indexOf(input.swapWithId);
      if (other < 0) throw badRequest('body.swapWithId', validationMessage('notInTargetGroup', locale));
      from.entries[at] = input.swapWithId;
      to.entries[other] = input.inscribedId;
    } else {
      from.entries.splice(at, 1);
      to.entries.push(input.inscribedId);
      if (from.entries.length < 2 || Math.abs(from.entries.length - to.entries.length) > 1) throw badRequest('body.toGroupId', validationMessage('groupSizesApart', locale));
    }
    for (const group of [from, to]) {
      await tx.delete(groupEntries).where(eq(groupEntries.groupId, group.id));
      await tx.insert(groupEntries).values(group.entries.map((entry, index) => ({ groupId: group.id, inscribedId: entry, position: index + 1 })));
    }
    const rounds = draw.options.rounds ?? phase.configuration.rounds;
    await rescheduleGroup(tx, phase.id, from, rounds);
    await rescheduleGroup(tx, phase.id, to, rounds);
    await tx.update(phaseDraws).set({ version: draw.version + 1 }).where(eq(phaseDraws.id, draw.id));
  });
  const view = await phaseDrawView(db, phase.id);
  if (!view) throw notFound();
  return { phaseId: phase.id, draw: view };
}
