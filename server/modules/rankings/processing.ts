import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { finishKey, linesForFinish, monthsBefore, type BalanceLine, type CutPoint, type FinishKey, type RatingSystem } from '@domain/rankings';
import { MODALITY_IDS } from '@domain/catalog';
import { CutPointInput, RatingRulesInput } from '@domain/contract';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { balanceLines, outbox, rankingModalities, rankings } from '../../db/schema';
import type { Db } from '../draws/queries';
import { rankingNews, wantsNews } from '../favorites/news';
import { OUTBOX_TYPES, pendingEvents, recordEvent } from '../outbox/service';
import { finishOf, finishOwner, today, withCoaches, type FinishOwner, type ValidRow } from './finish';
import { idArray, tableScopeArgs } from './table-scope';

type StoredLine = Pick<typeof balanceLines.$inferSelect, 'id' | 'personId' | 'phaseId' | 'reason' | 'detail' | 'points' | 'date'>;
/** A line's key, as the database function `ranking_targets` writes the keys of stored lines. */
const lineKey = (line: Omit<StoredLine, 'id'>) => `${line.personId}|${line.phaseId ?? ''}|${line.reason}|${line.detail}|${line.points}|${line.date}`;

/** The lines of one finish in one table (`key` without its table, which is the outer query's). */
const linesOfFinish = (key: Omit<FinishKey, 'rankingModalityId'>) =>
  and(eq(balanceLines.validId, key.validId), eq(balanceLines.source, key.source), key.phaseId === null ? undefined : eq(balanceLines.phaseId, key.phaseId));


/** The class of advisory lock that ranking writes of one community take (the second key is the community). */
const RANKINGS_LOCK = 7301;

interface Target {
  id: number;
  modalityId: number;
  cutPoint: CutPoint;
  updateMomentId: number;
  rules: Omit<RatingSystem, 'updateMomentId'>;
  /** The lines the finish wrote to this table before, as one sorted string of `lineKey`s; null for none. */
  stored: string | null;
}

const TargetRow = v.object({
  id: v.number(),
  modality_id: v.number(),
  cut_point: CutPointInput,
  update_moment_id: v.number(),
  rules: RatingRulesInput,
  stored: v.nullable(v.string()),
});

/**
 * Takes the community's ranking lock, then reads the ranking tables a tournament counts for (`ranking_tables_for`,
 * the rule `fedTables` answers with too); with each, the lines the finish `key` wrote there before. One call of the
 * database function `ranking_targets` (migrations 0018 and 0020), whose plans the database keeps.
 */
async function lockedTargets(db: Db, valid: ValidRow, key: Omit<FinishKey, 'rankingModalityId'>): Promise<Target[]> {
  const rows = await rowsOf(
    db,
    sql`select * from ranking_targets(${RANKINGS_LOCK}, ${tableScopeArgs(valid)}, ${key.validId}, ${key.source}, ${key.phaseId}::int)`,
  );
  return rows.map((row) => {
    const target = v.parse(TargetRow, row);
    return { id: target.id, modalityId: target.modality_id, cutPoint: target.cut_point, updateMomentId: target.update_moment_id, rules: target.rules, stored: target.stored };
  });
}

/** Lines to take out of a table and lines to put in, written by the same statement that recomputes the totals. */
interface LineChange {
  removedIds: readonly number[];
  added: readonly BalanceLine[];
}

/**
 * Recomputes the stored totals of some people (all when `personIds` is null) in one table, in one statement that
 * sums in the database what the cut point rules (`personTotal`) sum: lines dated after `asOf` do not count yet;
 * expiration keeps the lines of the last months, displacement the best tournaments; inactivity drops whoever has no
 * line in the last months, and so does expiration whoever has none left. People left without a total are removed,
 * and the table's count of people moves by who came and went. With `change`, the same statement first removes and
 * adds those lines, and the totals are summed from the lines as they are after it. The statement is the database
 * function `refresh_standings` (migration 0018), whose plan the database keeps.
 */
export async function refreshStandings(db: Db, rankingModalityId: number, cut: CutPoint, asOf: string, personIds: number[] | null, change?: LineChange): Promise<void> {
  if (personIds !== null && personIds.length === 0) return;
  const since = cut.typeId === 6 || cut.typeId === 8 ? monthsBefore(asOf, cut.months) : null;
  const best = cut.typeId === 7 ? cut.best : null;
  const people = personIds === null ? null : idArray(personIds);
  await db.execute(
    sql`select refresh_standings(${rankingModalityId}, ${cut.typeId}::int, ${since}::date, ${best}::int, ${asOf}::date, ${people}::int[], ${idArray(change?.removedIds ?? [])}::bigint[], ${JSON.stringify(change?.added ?? [])}::jsonb)`,
  );
}

/**
 * Serialises ranking writes within a community until the transaction ends: two applications of finishes (or an
 * application and a day's recomputation) that ran side by side would each read the lines as they were before the
 * other, and write a finish's lines twice or totals without the other's lines. The tables a finish counts for are
 * all of its tournament's community, so that is what is locked.
 */
export async function lockRankings(db: Db, communityId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${RANKINGS_LOCK}, ${communityId})`);
}

/** The update moment that applies a phase's points after each of its results. */
const UPDATE_MOMENT_GAME = 4;

export interface ProcessResult {
  rankingModalities: number;
  lines: number;
}

/**
 * Applies a finished tournament or phase to every ranking table it counts for: the lines this finish wrote before
 * are replaced by the ones the rules give now (so repeating it changes nothing and a correction replaces), then
 * the totals of everyone whose lines changed are recomputed. Lines that stay the same are left in place, so
 * processing a finish again writes nothing. Runs inside the caller's transaction.
 */
export async function processFinish(db: Db, scope: 'valid' | 'phase', id: number, known?: FinishOwner, options: { gameOnly?: boolean } = {}): Promise<ProcessResult | null> {
  const owner = known ?? (await finishOwner(db, scope, id));
  if (!owner) return null;
  // Most tournaments count for no ranking: they are not read at all. After a single result only the tables whose
  // system updates after each game ("game" moment) take the phase as it stands.
  const locked = await lockedTargets(db, owner.valid, { validId: owner.valid.id, source: scope, phaseId: scope === 'phase' ? id : null });
  const targets = options.gameOnly ? locked.filter((target) => target.updateMomentId === UPDATE_MOMENT_GAME) : locked;
  if (targets.length === 0) return { rankingModalities: 0, lines: 0 };
  const found = await finishOf(db, owner);
  const asOf = today();
  let written = 0;
  const coached = targets.some((target) => target.modalityId === MODALITY_IDS.coach) ? await withCoaches(db, found) : found.finish;
  const topOf = await topPositionsOf(db, targets);
  // Followers are told of a table that moved, once per change, when anyone wants ranking news by mail.
  let announce: boolean | undefined;
  for (const target of targets) {
    const system: RatingSystem = { updateMomentId: target.updateMomentId === 3 || target.updateMomentId === 4 ? target.updateMomentId : 1, ...target.rules };
    const segment = target.modalityId === MODALITY_IDS.coach ? 'coach' : 'player';
    const finish = segment === 'coach' ? coached : found.finish;
    const key = finishKey(finish, { rankingModalityId: target.id, segment });
    const where = and(eq(balanceLines.rankingModalityId, key.rankingModalityId), linesOfFinish(key));
    const lines = linesForFinish(system, finish, { rankingModalityId: target.id, segment, topPositions: topOf.get(target.id) });
    written += lines.length;
    // When what this finish wrote before is what the rules give now, nothing is read or written.
    if ((target.stored ?? '') === lines.map(lineKey).sort().join(',')) continue;
    const existing: StoredLine[] =
      target.stored === null
        ? []
        : await db
            .select({ id: balanceLines.id, personId: balanceLines.personId, phaseId: balanceLines.phaseId, reason: balanceLines.reason, detail: balanceLines.detail, points: balanceLines.points, date: balanceLines.date })
            .from(balanceLines)
            .where(where);
    // Pair each wanted line with an identical stored one; whatever is left over is removed or added.
    const kept = new Map<string, StoredLine[]>();
    for (const line of existing) {
      const text = lineKey(line);
      const same = kept.get(text);
      if (same) same.push(line);
      else kept.set(text, [line]);
    }
    const added = lines.filter((line) => !kept.get(lineKey(line))?.pop());
    const removed = [...kept.values()].flat();
    if (removed.length === 0 && added.length === 0) continue;
    const touched = [...new Set([...removed.map((row) => row.personId), ...added.map((line) => line.personId)])];
    await refreshStandings(db, target.id, target.cutPoint, asOf, touched, { removedIds: removed.map((line) => line.id), added });
    announce ??= await wantsNews(db, 'rankings');
    if (announce) await recordEvent(db, rankingNews(target.id, owner.valid.id, `${scope}:${id}`, lines.map(lineKey).sort().join(',')));
  }
  return { rankingModalities: targets.length, lines: written };
}

/** Each table's top-N limit: its ranking's mapping for the table's modality, when it names one. */
async function topPositionsOf(db: Db, targets: readonly { id: number; modalityId: number }[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: rankingModalities.id, customInfo: rankings.customInfo })
    .from(rankingModalities)
    .innerJoin(rankings, eq(rankings.id, rankingModalities.rankingId))
    .where(inArray(rankingModalities.id, targets.map((target) => target.id)));
  const limits = new Map<number, number>();
  for (const target of targets) {
    const top = rows.find((row) => row.id === target.id)?.customInfo.topNPositionsRankingModalityMapping?.[String(target.modalityId)];
    if (top !== undefined) limits.set(target.id, top);
  }
  return limits;
}

/** Processes the finish in one transaction; `owner` saves reading the tournament again when the caller has it. */
export function processFinishNow(db: Database, scope: 'valid' | 'phase', id: number, owner?: FinishOwner) {
  return db.transaction((tx) => processFinish(tx, scope, id, owner));
}

const isScope = (value: unknown): value is 'valid' | 'phase' => value === 'valid' || value === 'phase';

/**
 * The outbox consumer: each pending ranking request is applied and marked done in one transaction; a request
 * someone else already took (or a second run) is skipped, so it is applied once.
 */
export async function processPendingRankings(db: Database): Promise<number> {
  let done = 0;
  for (const event of await pendingEvents(db, OUTBOX_TYPES.rankingProcessing)) {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .update(outbox)
        .set({ processedAt: sql`now()` })
        .where(and(eq(outbox.id, event.id), isNull(outbox.processedAt)))
        .returning({ id: outbox.id });
      if (claimed.length === 0) return;
      const { scope, id, moment } = event.payload;
      if (isScope(scope) && typeof id === 'number') await processFinish(tx, scope, id, undefined, { gameOnly: moment === 'game' });
      done += 1;
    });
  }
  return done;
}
