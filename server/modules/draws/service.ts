import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { createBracket, createGroupPhase, type Entry, type SeparationKey } from '@domain/engine';
import { errorMessage, PHASE_FORMAT_IDS, validationMessage, type DrawInput, type DrawOptions, type PhaseDraw } from '@domain/contract';
import type { Database } from '../../db/client';
import { groupEntries, matches, phaseDraws, phaseGroups, phases } from '../../db/schema';
import { badRequest, conflict, notFound, refused } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { pgErrorCode, staleVersion } from '../../lib/owned-records';
import { assertOwner, requireAuth } from '../../plugins/auth';
import { EDITABLE_STATUSES } from '../valids/service';
import { inscribedId } from './engine';
import { EntriesUnavailable, entriesForPhase } from './entries';
import { drawOfPhase, groupsOfPhase, phaseContext, type DrawRow, type PhaseContext, type Tx } from './queries';

type MatchInsert = typeof matches.$inferInsert;

/** The phase a write names: 404 when missing, 403 unless the caller owns its tournament, 409 once over. */
export async function ownPhase(db: Database, request: FastifyRequest, phaseId: number): Promise<PhaseContext> {
  requireAuth(request);
  return assertPhaseWritable(request, await phaseContext(db, phaseId));
}

export function assertPhaseWritable(request: FastifyRequest, phase: PhaseContext | null): PhaseContext {
  if (!phase) throw notFound();
  assertOwner(request, phase.ownerAccountId);
  if (!EDITABLE_STATUSES.includes(phase.validStatusId)) throw conflict(validationMessage('statusLocked', requestLocale(request)));
  if (phase.statusId === 3 || phase.statusId === 4) throw conflict(errorMessage('phaseLocked', requestLocale(request)));
  return phase;
}

const groupName = (number: number) => `${String.fromCharCode(64 + ((number - 1) % 26) + 1)}${number > 26 ? Math.ceil(number / 26) : ''}`;

/** How many groups: the configured count, else enough groups of `groupSize`, never fewer than two entries each. */
function groupCountFor(entries: number, phase: PhaseContext, input: DrawInput): number {
  const configured = input.groupCount ?? (input.method === 'manual' ? input.manual?.length : undefined) ?? phase.configuration.groupCount;
  if (configured) return configured;
  const size = phase.configuration.groupSize ?? 4;
  return Math.max(1, Math.min(Math.ceil(entries / size), Math.floor(entries / 2)));
}

interface Planned {
  method: string;
  options: DrawOptions;
  groups: Array<{ number: number; entries: number[] }>;
  matches: Array<Omit<MatchInsert, 'phaseId' | 'groupId'> & { groupNumber: number | null }>;
}

function plan(request: FastifyRequest, phase: PhaseContext, entries: Entry[], input: DrawInput, seed: number): Planned {
  const locale = requestLocale(request);
  const config = phase.configuration;
  const separateClubs = input.separateClubs ?? config.separateClubs;
  const separateBy: SeparationKey[] = separateClubs ? ['fromGroup', 'clubId'] : ['fromGroup'];
  const stored = entries.map((entry) => ({ id: Number(entry.id), seed: entry.seed ?? null, clubId: entry.clubId === undefined ? null : Number(entry.clubId), fromGroup: entry.fromGroup ?? null }));
  if (phase.formatId === PHASE_FORMAT_IDS.knockout) {
    if (input.method === 'manual') throw badRequest('body.method', validationMessage('oneOf', locale));
    const order = input.seedOrder ?? config.seedOrder;
    const thirdPlace = input.thirdPlace ?? config.thirdPlace;
    const maxSeeds = input.maxSeeds ?? config.maxSeeds;
    const bracket = createBracket(entries, { seed, order, thirdPlace, separateBy, ...(maxSeeds ? { maxSeeds } : {}) });
    if (!bracket.ok) throw refused(422, bracket, locale);
    const { size, lines } = bracket.value;
    return {
      method: order,
      options: { kind: 'bracket', entries: stored, separateBy, order, thirdPlace, maxSeeds, size, lines: lines.map(inscribedId) },
      groups: [],
      matches: bracket.value.matches.map((match) => ({
        groupNumber: null,
        code: match.id,
        round: match.round,
        position: match.position,
        homeId: inscribedId(match.home),
        awayId: inscribedId(match.away),
        status: match.winner !== null ? 'bye' : 'pending',
        winnerId: inscribedId(match.winner),
        winnerTo: match.winnerTo,
        loserTo: match.loserTo,
        thirdPlace: match.thirdPlace,
      })),
    };
  }
  const method = input.method ?? config.drawMethod;
  const groupCount = groupCountFor(entries.length, phase, input);
  const manual = method === 'manual' ? input.manual : undefined;
  const drawn = createGroupPhase(entries, { groupCount, method, seed, separateBy, rounds: config.rounds, ...(manual ? { manual } : {}) });
  if (!drawn.ok) throw refused(422, drawn, locale);
  return {
    method,
    options: { kind: 'groups', entries: stored, separateBy, groupCount, rounds: config.rounds, ...(manual ? { manual } : {}) },
    groups: drawn.value.groups.map((group) => ({ number: group.number, entries: group.entries.map(Number) })),
    matches: drawn.value.groups.flatMap((group) =>
      group.matches.map((match) => ({
        groupNumber: group.number,
        code: match.id,
        round: match.round,
        position: match.position,
        homeId: inscribedId(match.home),
        awayId: inscribedId(match.away),
      })),
    ),
  };
}

const CHUNK = 1000;

/**
 * Every match in one statement with one parameter: PGlite binds thousands of parameters slowly, and
 * jsonb_to_recordset reads the rows in one go (a JSON null is an SQL null). A third of the time of a
 * 128-entry bracket's write.
 */
async function insertMatches(tx: Tx, rows: MatchInsert[]): Promise<void> {
  if (rows.length === 0) return;
  const payload = JSON.stringify(
    rows.map((row) => ({
      phase_id: row.phaseId,
      group_id: row.groupId ?? null,
      code: row.code,
      round: row.round,
      position: row.position,
      home_id: row.homeId ?? null,
      away_id: row.awayId ?? null,
      status: row.status ?? 'pending',
      winner_id: row.winnerId ?? null,
      winner_to: row.winnerTo ?? null,
      loser_to: row.loserTo ?? null,
      third_place: row.thirdPlace ?? false,
    })),
  );
  await tx.execute(sql`insert into ${matches} (phase_id, group_id, code, round, position, home_id, away_id, status, winner_id, winner_to, loser_to, third_place)
    select phase_id, group_id, code, round, position, home_id, away_id, status, winner_id, winner_to, loser_to, third_place
    from jsonb_to_recordset(${payload}::jsonb) as x(phase_id int, group_id int, code text, round smallint, position smallint, home_id int, away_id int, status text, winner_id int, winner_to jsonb, loser_to jsonb, third_place boolean)`);
}

class DrawLocked extends Error {}

interface PhaseWriteState {
  played: boolean;
  drawId: number | null;
  drawVersion: number | null;
  drawKind: string | null;
}

/**
 * Locks the phase row for the rest of the transaction (one draw at a time per phase) and reads, in the same
 * query, whether a match has a result and the current draw.
 */
async function lockPhaseForDraw(tx: Tx, phaseId: number): Promise<PhaseWriteState | null> {
  const [state] = await tx
    .select({
      played: sql<boolean>`exists (select 1 from ${matches} where ${matches.phaseId} = ${phases.id} and ${matches.result} is not null)`,
      drawId: phaseDraws.id,
      drawVersion: phaseDraws.version,
      drawKind: sql<string | null>`${phaseDraws.options}->>'kind'`,
    })
    .from(phases)
    .leftJoin(phaseDraws, eq(phaseDraws.phaseId, phases.id))
    .where(eq(phases.id, phaseId))
    .for('update', { of: phases });
  return state ?? null;
}

/** Replaces the phase's groups and matches with the planned ones, and records the draw, in the caller's transaction. */
async function writeDraw(tx: Tx, phaseId: number, accountId: number, planned: Planned, seed: number, version: number | undefined, state: PhaseWriteState): Promise<DrawRow> {
  const existing = state.drawId !== null && state.drawVersion !== null ? { id: state.drawId, version: state.drawVersion } : null;
  if (existing && version !== existing.version) throw staleVersion();
  if (existing) {
    // Only unplayed matches go: a result saved meanwhile keeps its row, and the draw is then refused.
    await tx.delete(matches).where(and(eq(matches.phaseId, phaseId), isNull(matches.result)));
    const [kept] = await tx.select({ id: matches.id }).from(matches).where(eq(matches.phaseId, phaseId)).limit(1);
    if (kept) throw new DrawLocked();
  }
  if (state.drawKind === 'groups') await tx.delete(phaseGroups).where(eq(phaseGroups.phaseId, phaseId));
  const values = { method: planned.method, seed, options: planned.options, drawnAt: new Date(), drawnByAccountId: accountId };
  const [draw] = existing
    ? await tx.update(phaseDraws).set({ ...values, version: sql`${phaseDraws.version} + 1` }).where(eq(phaseDraws.id, existing.id)).returning()
    : await tx.insert(phaseDraws).values({ phaseId, ...values }).returning();
  if (!draw) throw new Error('draw not written');
  const groupIds = new Map<number, number>();
  if (planned.groups.length > 0) {
    const inserted = await tx
      .insert(phaseGroups)
      .values(planned.groups.map((group) => ({ phaseId, number: group.number, name: groupName(group.number) })))
      .returning({ id: phaseGroups.id, number: phaseGroups.number });
    for (const row of inserted) groupIds.set(row.number, row.id);
    const slots = planned.groups.flatMap((group) => group.entries.map((entry, index) => ({ groupId: groupIds.get(group.number) ?? 0, inscribedId: entry, position: index + 1 })));
    for (let at = 0; at < slots.length; at += CHUNK) await tx.insert(groupEntries).values(slots.slice(at, at + CHUNK));
  }
  const rows: MatchInsert[] = planned.matches.map(({ groupNumber, ...match }) => ({ ...match, phaseId, groupId: groupNumber === null ? null : (groupIds.get(groupNumber) ?? null) }));
  await insertMatches(tx, rows);
  return draw;
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
  const planned = plan(request, phase, entries, input, seed);
  let draw: DrawRow;
  try {
    draw = await db.transaction(async (tx) => {
      const state = await lockPhaseForDraw(tx, phaseId);
      if (!state) throw notFound();
      if (state.played) throw conflict(errorMessage('drawLocked', locale));
      return writeDraw(tx, phaseId, accountId, planned, seed, input.version, state);
    });
  } catch (error) {
    if (error instanceof DrawLocked) throw conflict(errorMessage('drawLocked', locale));
    if (pgErrorCode(error) === '23505') throw staleVersion();
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
