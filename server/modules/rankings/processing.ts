import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { finishKey, linesForFinish, monthsBefore, type BalanceLine, type CutPoint, type FinishKey, type RatingSystem } from '@domain/rankings';
import { MODALITY_IDS } from '@domain/catalog';
import type { Database } from '../../db/client';
import { balanceLines, outbox, rankingModalities, rankings, rankingStandings, ratingSystems } from '../../db/schema';
import type { Db } from '../draws/queries';
import { OUTBOX_TYPES, pendingEvents } from '../outbox/service';
import { finishOf, finishOwner, today, withCoaches, type FinishOwner, type ValidRow } from './finish';

type StoredLine = Pick<typeof balanceLines.$inferSelect, 'id' | 'personId' | 'phaseId' | 'reason' | 'detail' | 'points' | 'date'>;
const lineKey = (line: Omit<StoredLine, 'id'>) => `${line.personId}|${line.phaseId ?? ''}|${line.reason}|${line.detail}|${line.points}|${line.date}`;
/** `lineKey` of a stored line, worked out by the database. */
const storedKey = sql`${balanceLines.personId} || '|' || coalesce(${balanceLines.phaseId}::text, '') || '|' || ${balanceLines.reason} || '|' || ${balanceLines.detail} || '|' || ${balanceLines.points} || '|' || to_char(${balanceLines.date}, 'YYYY-MM-DD')`;

/** The lines of one finish in one table (`key` without its table, which is the outer query's). */
const linesOfFinish = (key: Omit<FinishKey, 'rankingModalityId'>) =>
  and(eq(balanceLines.validId, key.validId), eq(balanceLines.source, key.source), key.phaseId === null ? undefined : eq(balanceLines.phaseId, key.phaseId));

/**
 * The ranking tables a tournament counts for: same community, sport, season (when set), modality and categories;
 * with each, the lines the finish `key` wrote there before as one sorted string of `lineKey`s (null for none).
 */
async function targetsOf(db: Db, valid: ValidRow, key: Omit<FinishKey, 'rankingModalityId'>) {
  const matches = (column: PgColumn, value: number | null) => (value === null ? isNull(column) : or(isNull(column), eq(column, value)));
  const stored = sql<string | null>`(select string_agg(${storedKey}, ',' order by ${storedKey} collate "C") from ${balanceLines} where ${balanceLines.rankingModalityId} = ${rankingModalities.id} and ${linesOfFinish(key)})`;
  return db
    .select({ id: rankingModalities.id, modalityId: rankingModalities.modalityId, cutPoint: rankings.cutPoint, updateMomentId: ratingSystems.updateMomentId, rules: ratingSystems.rules, stored })
    .from(rankingModalities)
    .innerJoin(rankings, eq(rankings.id, rankingModalities.rankingId))
    .innerJoin(ratingSystems, eq(ratingSystems.id, rankings.ratingSystemId))
    .where(
      and(
        eq(rankings.communityId, valid.communityId),
        eq(rankings.sportId, valid.sportId),
        valid.seasonId === null ? isNull(rankings.seasonId) : or(isNull(rankings.seasonId), eq(rankings.seasonId, valid.seasonId)),
        inArray(rankingModalities.modalityId, [valid.modalityId, MODALITY_IDS.coach]),
        eq(rankingModalities.genreId, valid.genreId),
        matches(rankingModalities.ageCategoryId, valid.ageCategoryId),
        matches(rankingModalities.levelCategoryId, valid.levelCategoryId),
        matches(rankingModalities.subCategoryId, valid.subCategoryId),
      ),
    );
}

/** A list of ids as one array parameter (`= any(…)`), whatever its length. */
const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

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
 * adds those lines, and the totals are summed from the lines as they are after it.
 */
export async function refreshStandings(db: Db, rankingModalityId: number, cut: CutPoint, asOf: string, personIds: number[] | null, change?: LineChange): Promise<void> {
  if (personIds !== null && personIds.length === 0) return;
  const people = personIds === null ? sql`true` : sql`person_id = any(${idArray(personIds)}::int[])`;
  const counted = cut.typeId === 6 ? sql`date > ${monthsBefore(asOf, cut.months)}::date` : sql`true`;
  const best = cut.typeId === 7 ? sql`rank <= ${cut.best}` : sql`true`;
  const active = cut.typeId === 8 ? sql`last_date > ${monthsBefore(asOf, cut.months)}::date` : sql`true`;
  // A statement reads the tables as they were before it: its own removals are left out and its additions put in.
  const removedIds = sql`${idArray(change?.removedIds ?? [])}::bigint[]`;
  const written = change
    ? sql`removed as (
      delete from ${balanceLines} where id = any(${removedIds})
    ), added as (
      insert into ${balanceLines} (ranking_modality_id, person_id, valid_id, phase_id, source, reason, detail, points, date)
      select "rankingModalityId", "personId", "validId", "phaseId", source, reason, detail, points, date
      from jsonb_to_recordset(${JSON.stringify(change.added)}::jsonb) as line("rankingModalityId" integer, "personId" integer, "validId" integer, "phaseId" integer, source text, reason text, detail integer, points integer, date date)
      returning person_id, valid_id, points, date
    ), `
    : sql``;
  const fresh = change ? sql`and id <> all(${removedIds}) union all select person_id, valid_id, points, date from added where date <= ${asOf}::date` : sql``;
  await db.execute(sql`with ${written}line as (
      select person_id, valid_id, points, date from ${balanceLines}
      where ranking_modality_id = ${rankingModalityId} and ${people} and date <= ${asOf}::date ${fresh}
    ), latest as (
      select person_id, max(date) as last_date from line group by person_id
    ), tournament as (
      select person_id, sum(points) as points, ${cut.typeId === 7 ? sql`row_number() over (partition by person_id order by sum(points) desc)` : sql`1`} as rank
      from line where ${counted} group by person_id, valid_id
    ), total as (
      select tournament.person_id, coalesce(sum(points) filter (where ${best}), 0)::int as points, (count(*) filter (where ${best}))::int as tournaments, latest.last_date
      from tournament join latest on latest.person_id = tournament.person_id
      where ${active}
      group by tournament.person_id, latest.last_date
    ), gone as (
      delete from ${rankingStandings} as standing
      where standing.ranking_modality_id = ${rankingModalityId} and ${people} and not exists (select 1 from total where total.person_id = standing.person_id)
      returning 1
    ), kept as (
      insert into ${rankingStandings} (ranking_modality_id, person_id, points, tournaments, last_date)
      select ${rankingModalityId}, person_id, points, tournaments, last_date from total
      on conflict (ranking_modality_id, person_id) do update set points = excluded.points, tournaments = excluded.tournaments, last_date = excluded.last_date
      returning xmax = 0 as is_new
    )
    update ${rankingModalities}
    set standings_count = standings_count + (select count(*) from kept where is_new) - (select count(*) from gone),
      -- Only a full recomputation makes the whole table current for the day; a partial one leaves the mark as it was.
      standings_on = ${personIds === null ? sql`${asOf}::date` : sql`standings_on`}
    where id = ${rankingModalityId}`);
}

/** The class of advisory lock that ranking writes of one community take (the second key is the community). */
const RANKINGS_LOCK = 7301;

/**
 * Serialises ranking writes within a community until the transaction ends: two applications of finishes (or an
 * application and a day's recomputation) that ran side by side would each read the lines as they were before the
 * other, and write a finish's lines twice or totals without the other's lines. The tables a finish counts for are
 * all of its tournament's community, so that is what is locked.
 */
export async function lockRankings(db: Db, communityId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${RANKINGS_LOCK}, ${communityId})`);
}

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
export async function processFinish(db: Db, scope: 'valid' | 'phase', id: number, known?: FinishOwner): Promise<ProcessResult | null> {
  const owner = known ?? (await finishOwner(db, scope, id));
  if (!owner) return null;
  await lockRankings(db, owner.valid.communityId);
  // Most tournaments count for no ranking: they are not read at all.
  const targets = await targetsOf(db, owner.valid, { validId: owner.valid.id, source: scope, phaseId: scope === 'phase' ? id : null });
  if (targets.length === 0) return { rankingModalities: 0, lines: 0 };
  const found = await finishOf(db, owner);
  const asOf = today();
  let written = 0;
  const coached = targets.some((target) => target.modalityId === MODALITY_IDS.coach) ? await withCoaches(db, found) : found.finish;
  for (const target of targets) {
    const system: RatingSystem = { updateMomentId: target.updateMomentId === 3 || target.updateMomentId === 4 ? target.updateMomentId : 1, ...target.rules };
    const segment = target.modalityId === MODALITY_IDS.coach ? 'coach' : 'player';
    const finish = segment === 'coach' ? coached : found.finish;
    const key = finishKey(finish, { rankingModalityId: target.id, segment });
    const where = and(eq(balanceLines.rankingModalityId, key.rankingModalityId), linesOfFinish(key));
    const lines = linesForFinish(system, finish, { rankingModalityId: target.id, segment });
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
  }
  return { rankingModalities: targets.length, lines: written };
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
      const { scope, id } = event.payload;
      if (isScope(scope) && typeof id === 'number') await processFinish(tx, scope, id);
      done += 1;
    });
  }
  return done;
}
