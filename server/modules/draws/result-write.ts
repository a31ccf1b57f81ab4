import { and, eq, isNull, sql } from 'drizzle-orm';
import { refuse, type Lineup, type MatchResult } from '@domain/engine';
import { rowsOf } from '../../db/rows';
import { matches, outbox, phases, rankings, ratingSystems, resultHistory, valids } from '../../db/schema';
import { newsEvent, someoneWants } from '../favorites/news';
import { OUTBOX_TYPES } from '../outbox/service';
import type { ResultAuthor } from './history';
import type { MatchRow, Tx } from './queries';

/** An entry the result moves into a later match (knockouts): only the side it fills is written. */
export interface Move {
  id: number;
  side: 'home' | 'away';
  entryId: number | null;
}

export interface Change {
  result: MatchResult;
  winnerId: number | null;
  moves: Move[];
  /** A team encounter's line-up, written with its result; null for other matches. */
  lineup?: Lineup | null;
}

/** Something the transaction found changed under it; the caller answers with what it is now. */
export class StaleWrite extends Error {}
export class DependentPlayed extends Error {}

const resultSavedEvent = (saved: MatchRow) => ({
  topic: `phase:${saved.phaseId}`,
  type: OUTBOX_TYPES.resultSaved,
  payload: { matchId: saved.id, phaseId: saved.phaseId, version: saved.version },
  dedupeKey: `${OUTBOX_TYPES.resultSaved}:${saved.id}:${saved.version}`,
});

/**
 * The result on the version read, its history line and its events in one statement: three writes of every result
 * (a group's writes nothing else; the followers' news only while someone wants results by mail) for one round
 * trip. Null when the version moved meanwhile.
 */
export async function writeResult(tx: Tx, match: MatchRow, author: ResultAuthor, change: Change, reason: string | undefined): Promise<MatchRow | null> {
  const event = resultSavedEvent({ ...match, version: match.version + 1 });
  const news = newsEvent({ kind: 'results', matchId: match.id, version: match.version + 1 }, String(match.version + 1));
  const before = match.result === null ? null : JSON.stringify(match.result);
  const [row] = await rowsOf(
    tx,
    sql`with saved as (
      update ${matches} set result = ${JSON.stringify(change.result)}::jsonb, lineup = ${change.lineup ? JSON.stringify(change.lineup) : null}::jsonb, winner_id = ${change.winnerId}, status = 'played',
        version = version + 1, updated_at = now(), updated_by_account_id = ${author.accountId}
      where id = ${match.id} and version = ${match.version}
      returning id, phase_id, version, result, updated_at
    ), history as (
      insert into ${resultHistory} (phase_id, match_id, user_id, account_id, before, after, reason, match_version, keeper_name, api_key_id)
      select phase_id, id, ${author.userId}::int, ${author.accountId}::int, ${before}::jsonb, result, ${reason ? reason : null}::text, version, ${author.keeperName ?? null}::text, ${author.apiKeyId ?? null}::int from saved
    ), event as (
      insert into ${outbox} (topic, type, payload, dedupe_key)
      select ${event.topic}, ${event.type}, ${JSON.stringify(event.payload)}::jsonb, ${event.dedupeKey} from saved
      on conflict (dedupe_key) do nothing
    ), news as (
      insert into ${outbox} (topic, type, payload, dedupe_key)
      select ${news.topic}, ${news.type}, ${JSON.stringify(news.payload)}::jsonb, ${news.dedupeKey} from saved where ${someoneWants('results')}
      on conflict (dedupe_key) do nothing
    ), game as (
      -- Rankings of the community that update after each game take the phase as it stands now.
      insert into ${outbox} (topic, type, payload, dedupe_key)
      select 'phase:' || saved.phase_id, ${OUTBOX_TYPES.rankingProcessing}, jsonb_build_object('scope', 'phase', 'id', saved.phase_id, 'moment', 'game'),
        ${`${OUTBOX_TYPES.rankingProcessing}:game:`} || saved.id || ':' || saved.version
      from saved join ${phases} p on p.id = saved.phase_id join ${valids} v on v.id = p.valid_id
      where exists (select 1 from ${rankings} r join ${ratingSystems} rs on rs.id = r.rating_system_id where r.community_id = v.community_id and rs.update_moment_id = 4)
      on conflict (dedupe_key) do nothing
    )
    select updated_at from saved`,
  );
  if (!row) return null;
  const updatedAt = row.updated_at instanceof Date ? row.updated_at : new Date(String(row.updated_at));
  return { ...match, result: change.result, lineup: change.lineup ?? null, winnerId: change.winnerId, status: 'played', version: match.version + 1, updatedAt, updatedByAccountId: author.accountId };
}

/**
 * Writes the result on the version read (inside the phase's lock) with its history and event, then each move
 * into its side of a match still unplayed, all in the caller's transaction.
 */
export async function writeChange(tx: Tx, match: MatchRow, author: ResultAuthor, change: Change, reason: string | undefined): Promise<MatchRow> {
  const saved = await writeResult(tx, match, author, change, reason);
  if (!saved) throw new StaleWrite();
  for (const move of change.moves) {
    const side = move.side === 'home' ? { homeId: move.entryId } : { awayId: move.entryId };
    const [moved] = await tx
      .update(matches)
      .set({ ...side, version: sql`${matches.version} + 1`, updatedAt: new Date() })
      .where(and(eq(matches.id, move.id), isNull(matches.result)))
      .returning({ id: matches.id });
    if (!moved) throw new DependentPlayed();
  }
  return saved;
}

/** The engine's refusal for a move into a match played meanwhile (the lock makes it a safeguard). */
export const dependentPlayed = () => refuse('dependentMatchPlayed');
