import { and, eq, isNull, sql } from 'drizzle-orm';
import { groupEntries, matches, phaseDraws, phaseGroups, phases } from '../../db/schema';
import { staleVersion } from '../../lib/owned-records';
import { groupName, type MatchInsert, type Planned } from './plan';
import type { DrawRow, Tx } from './queries';

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

export class DrawLocked extends Error {}

export interface PhaseWriteState {
  played: boolean;
  drawId: number | null;
  drawVersion: number | null;
  drawKind: string | null;
}

/**
 * Locks the phase row for the rest of the transaction (one draw at a time per phase) and reads, in the same
 * query, whether a match has a result and the current draw.
 */
export async function lockPhaseForDraw(tx: Tx, phaseId: number): Promise<PhaseWriteState | null> {
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
export async function writeDraw(tx: Tx, phaseId: number, accountId: number, planned: Planned, seed: number, version: number | undefined, state: PhaseWriteState): Promise<DrawRow> {
  const existing = state.drawId !== null && state.drawVersion !== null ? { id: state.drawId, version: state.drawVersion } : null;
  if (existing && version !== existing.version) throw staleVersion({ version: existing.version });
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
  if (rows.some((row) => row.winnerTo || row.loserTo)) await linkSlotIds(tx, phaseId);
  return draw;
}

/** Writes the ids of the matches each of the phase's matches sends its winner and loser to (known once inserted). */
async function linkSlotIds(tx: Tx, phaseId: number): Promise<void> {
  await tx.execute(sql`update ${matches} as m set winner_to_id = w.id, loser_to_id = l.id
    from ${matches} as t
    left join ${matches} as w on w.phase_id = t.phase_id and w.code = t.winner_to->>'matchId'
    left join ${matches} as l on l.phase_id = t.phase_id and l.code = t.loser_to->>'matchId'
    where t.id = m.id and m.phase_id = ${phaseId} and (m.winner_to is not null or m.loser_to is not null)`);
}
