import { and, asc, desc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { FavoriteFeed, FavoriteKind, FeedRanking } from '@domain/contract';
import type { Database } from '../../db/client';
import { follows, rankingModalities, rankings, valids } from '../../db/schema';
import { awayEntry, homeEntry, matchLines } from '../draws/match-lines';
import { freshStandings, modalityTable } from '../rankings/table';

/** How many matches of each list, and how many followed rankings, the feed shows. */
export const FEED_MATCHES = 5;
export const FEED_RANKINGS = 5;
const TOP_LINES = 3;

type Followed = Record<FavoriteKind, number[]>;

async function followedBy(db: Database, userId: number): Promise<Followed> {
  const rows = await db.select({ kind: follows.kind, targetId: follows.targetId }).from(follows).where(eq(follows.userId, userId)).orderBy(desc(follows.createdAt), desc(follows.id));
  const followed: Followed = { tournament: [], player: [], team: [], club: [], ranking: [] };
  for (const row of rows) followed[row.kind].push(row.targetId);
  return followed;
}

/** Matches of a followed tournament, played by a followed player or team, or by an entry that entered for a followed club. */
function matchScope(followed: Followed): SQL | null {
  const people = [...followed.player, ...followed.team];
  const parts = [
    followed.tournament.length > 0 ? inArray(valids.id, followed.tournament) : undefined,
    people.length > 0 ? or(inArray(homeEntry.personId, people), inArray(awayEntry.personId, people)) : undefined,
    followed.club.length > 0 ? or(inArray(homeEntry.clubId, followed.club), inArray(awayEntry.clubId, followed.club)) : undefined,
  ].filter((part): part is SQL => part !== undefined);
  return parts.length === 0 ? null : (or(...parts) ?? null);
}

const tableColumns = {
  id: rankingModalities.id,
  rankingId: rankingModalities.rankingId,
  rankingName: rankings.name,
  standingsOn: rankingModalities.standingsOn,
  standingsCount: rankingModalities.standingsCount,
  cutPoint: rankings.cutPoint,
};

type TableRow = { id: number; rankingId: number; rankingName: string; standingsOn: string | null; standingsCount: number; cutPoint: { typeId: number | null } };

/** The top lines of one ranking table as they stand today, with their movement. */
async function topOf(db: Database, table: TableRow): Promise<FeedRanking> {
  const standingsCount = await freshStandings(db, table, table.cutPoint);
  const page = await modalityTable(db, { ...table, standingsCount }, { page: 0, size: TOP_LINES, q: '' });
  return {
    rankingId: table.rankingId,
    rankingName: table.rankingName,
    rankingModalityId: table.id,
    rows: (page?.items ?? []).map((row) => ({ position: row.position, personId: row.personId, name: row.name, points: row.points, movement: row.movement })),
  };
}

/** The top lines of one ranking table by its id (what a follow mail about the table shows); null when it is gone. */
export async function tableTop(db: Database, rankingModalityId: number): Promise<FeedRanking | null> {
  const [table] = await db.select(tableColumns).from(rankingModalities).innerJoin(rankings, eq(rankings.id, rankingModalities.rankingId)).where(eq(rankingModalities.id, rankingModalityId));
  return table ? topOf(db, table) : null;
}

/** The top lines of each followed ranking's first table that has anyone in it (the latest followed first, at most FEED_RANKINGS). */
async function rankingTops(db: Database, rankingIds: number[]): Promise<FeedRanking[]> {
  const ids = rankingIds.slice(0, FEED_RANKINGS);
  if (ids.length === 0) return [];
  const tables = await db
    .selectDistinctOn([rankingModalities.rankingId], tableColumns)
    .from(rankingModalities)
    .innerJoin(rankings, eq(rankings.id, rankingModalities.rankingId))
    .where(and(inArray(rankingModalities.rankingId, ids), gt(rankingModalities.standingsCount, 0)))
    .orderBy(asc(rankingModalities.rankingId), asc(rankingModalities.id));
  const byRanking = new Map(tables.map((table) => [table.rankingId, table]));
  const tops: FeedRanking[] = [];
  for (const rankingId of ids) {
    const table = byRanking.get(rankingId);
    if (table) tops.push(await topOf(db, table));
  }
  return tops;
}

/** What the user's welcome page shows of what they follow: two bounded match statements and the rankings' tops. */
export async function favoriteFeed(db: Database, userId: number): Promise<FavoriteFeed> {
  const followed = await followedBy(db, userId);
  const scope = matchScope(followed);
  const [upcoming, results, tops] = await Promise.all([
    scope ? matchLines(db, scope, { played: false, limit: FEED_MATCHES }) : [],
    scope ? matchLines(db, scope, { played: true, limit: FEED_MATCHES }) : [],
    rankingTops(db, followed.ranking),
  ]);
  return { upcoming, results, rankings: tops };
}

