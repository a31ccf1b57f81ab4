import { and, asc, desc, eq } from 'drizzle-orm';
import { findSport, MODALITY_IDS, SPORT_IDS } from '@domain/catalog';
import type { Database } from '../client';
import { ageCategories, clubs, levelCategories, levelGroupLevels, levelGroups, personClubs, persons, rankingConfigurations, rankings, rankingModalities, rankingStandings, ratingSystems, seasons, valids } from '../schema';
import { fedTables } from '../../modules/rankings/feeds';
import { processPendingRankings } from '../../modules/rankings/processing';
import { takeSnapshot } from '../../modules/rankings/table';

const dayFrom = (base: Date, days: number) => new Date(base.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Points of the demo circuit: by final position, and a little for every match won. */
const CIRCUIT_RULES = {
  positions: [
    { upTo: 1, points: 100 },
    { upTo: 2, points: 70 },
    { upTo: 4, points: 50 },
    { upTo: 8, points: 30 },
    { upTo: 16, points: 15 },
  ],
  phases: [],
  perMatchWon: 3,
  coach: { kind: 'summation' as const },
};

/** The space's division ladder, from its level categories (Primera at the top); null when it has none. */
async function seedDivisions(db: Database, owned: { communityId: number; createdByAccountId: number }): Promise<number | null> {
  const levels = await db.select({ id: levelCategories.id }).from(levelCategories).where(eq(levelCategories.communityId, owned.communityId)).orderBy(asc(levelCategories.rank));
  if (levels.length === 0) return null;
  const [group] = await db.insert(levelGroups).values({ ...owned, name: 'Divisiones del circuito' }).returning({ id: levelGroups.id });
  if (!group) throw new Error('demo division ladder not created');
  await db.insert(levelGroupLevels).values(levels.map((level, index) => ({ levelGroupId: group.id, levelCategoryId: level.id, order: index + 1 })));
  return group.id;
}

type Space = { communityId: number; accountId: number };

/**
 * The demo's rankings: the default space's national table tennis ranking, then a ranking of its own for whatever
 * finished tournament of any space would still count for none, so that every finished tournament has points to
 * show. Their points come from the finished demo tournaments, applied by the same processing a finished tournament
 * goes through; snapshots taken after the autumn cups and before the summer open give the national tables their
 * movement.
 */
export async function seedRankings(db: Database, spaces: { torneos: Space } & Record<string, Space>, today = new Date()): Promise<void> {
  const national = await seedNationalRanking(db, spaces.torneos);
  const league = await seedDivisionLeague(db, spaces.torneos, national.levelGroupId);
  for (const space of Object.values(spaces)) await seedRankingsOfUnfed(db, space);
  await processPendingRankings(db);
  await takeSnapshot(db, national, dayFrom(today, -80), spaces.torneos.accountId);
  await takeSnapshot(db, national, dayFrom(today, -20), spaces.torneos.accountId);
  if (league) {
    await placeInDivisions(db, league.tableId, national.levelGroupId, spaces.torneos.accountId);
    // Each snapshot of a reclassification ranking moves the best of each division up and the last down.
    await takeSnapshot(db, league.ranking, dayFrom(today, -60), spaces.torneos.accountId);
    await takeSnapshot(db, league.ranking, dayFrom(today, -10), spaces.torneos.accountId);
  }
}

/** A men's singles league played by divisions of the circuit's ladder, two people moving up and down at each snapshot. */
async function seedDivisionLeague(db: Database, space: Space, ladder: number | null) {
  if (ladder === null) return null;
  const owned = { communityId: space.communityId, createdByAccountId: space.accountId };
  const [rating] = await db.select({ id: ratingSystems.id }).from(ratingSystems).where(eq(ratingSystems.communityId, space.communityId)).limit(1);
  if (!rating) return null;
  const [ranking] = await db
    .insert(rankings)
    .values({ ...owned, name: 'Ranking por Divisiones', sportId: SPORT_IDS.tableTennis, seasonId: null, ratingSystemId: rating.id, levelGroupId: ladder, cutPoint: { typeId: 5, moves: 2 } })
    .returning();
  if (!ranking) throw new Error('demo division league not created');
  const [table] = await db.insert(rankingModalities).values({ rankingId: ranking.id, modalityId: MODALITY_IDS.single, genreId: 3 }).returning({ id: rankingModalities.id });
  if (!table) throw new Error('demo division league table not created');
  return { ranking, tableId: table.id };
}

/** Everyone in the league's table starts in a division by their points: the best in the top one, in equal parts. */
async function placeInDivisions(db: Database, tableId: number, ladder: number | null, accountId: number) {
  if (ladder === null) return;
  const levels = await db.select({ id: levelGroupLevels.levelCategoryId }).from(levelGroupLevels).where(eq(levelGroupLevels.levelGroupId, ladder)).orderBy(asc(levelGroupLevels.order));
  const standings = await db.select({ personId: rankingStandings.personId }).from(rankingStandings).where(eq(rankingStandings.rankingModalityId, tableId)).orderBy(desc(rankingStandings.points), asc(rankingStandings.personId));
  if (levels.length === 0 || standings.length === 0) return;
  const share = Math.ceil(standings.length / levels.length);
  await db.insert(rankingConfigurations).values(standings.map((row, index) => ({ rankingModalityId: tableId, personId: row.personId, levelCategoryId: levels[Math.floor(index / share)]?.id ?? null, createdByAccountId: accountId })));
}

/**
 * The table tennis ranking of the default space: men's and women's singles, seniors, the coaches credited through
 * their clubs, and mixed singles, which the space's open of 32 (every player, men and women) counts for.
 */
async function seedNationalRanking(db: Database, space: Space) {
  const owned = { communityId: space.communityId, createdByAccountId: space.accountId };
  const [season] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.communityId, space.communityId)).limit(1);
  const [seniors] = await db.select({ id: ageCategories.id }).from(ageCategories).where(and(eq(ageCategories.communityId, space.communityId), eq(ageCategories.name, 'Mayores')));
  await linkCoachesToClubs(db, space.communityId);

  const [rating] = await db.insert(ratingSystems).values({ ...owned, name: 'Circuito Nacional', updateMomentId: 1, rules: CIRCUIT_RULES }).returning({ id: ratingSystems.id });
  if (!rating) throw new Error('demo rating system not created');
  const ladder = await seedDivisions(db, owned);
  const [ranking] = await db
    .insert(rankings)
    .values({ ...owned, name: 'Ranking Nacional de Tenis de Mesa', sportId: SPORT_IDS.tableTennis, seasonId: null, ratingSystemId: rating.id, levelGroupId: ladder, cutPoint: { typeId: null }, customInfo: { topNPositionsRankingModalityMapping: { '1': 8 } } })
    .returning();
  if (!ranking) throw new Error('demo ranking not created');
  await db.insert(rankingModalities).values([
    { rankingId: ranking.id, modalityId: MODALITY_IDS.single, genreId: 3 },
    { rankingId: ranking.id, modalityId: MODALITY_IDS.single, genreId: 2 },
    { rankingId: ranking.id, modalityId: MODALITY_IDS.single, genreId: 3, ageCategoryId: seniors?.id ?? null },
    { rankingId: ranking.id, modalityId: MODALITY_IDS.coach, genreId: 3 },
    { rankingId: ranking.id, modalityId: MODALITY_IDS.single, genreId: 1 },
  ]);
  // A season ranking of the same circuit, so lists have something to filter by season.
  if (season) {
    const [seasonal] = await db
      .insert(rankings)
      .values({ ...owned, name: 'Ranking de Temporada 2026', sportId: SPORT_IDS.tableTennis, seasonId: season.id, ratingSystemId: rating.id, cutPoint: { typeId: 7, best: 3 } })
      .returning({ id: rankings.id });
    if (seasonal) await db.insert(rankingModalities).values({ rankingId: seasonal.id, modalityId: MODALITY_IDS.single, genreId: 3 });
  }
  return ranking;
}

/**
 * A space's finished tournaments that no ranking table would count (its team sports' cups, say) get a ranking of
 * their sport with a table of their modality and gender category, scored as the national circuit is. Which
 * tournaments those are is asked of the rule that applies a finish, so none is left out.
 */
async function seedRankingsOfUnfed(db: Database, space: Space) {
  const finished = await db.select().from(valids).where(and(eq(valids.communityId, space.communityId), eq(valids.statusId, 3))).orderBy(asc(valids.id));
  const wanted = new Map<number, { modalityId: number; genreId: number }[]>();
  for (const valid of finished) {
    if ((await fedTables(db, valid, 'es')).length > 0) continue;
    const tables = wanted.get(valid.sportId) ?? [];
    if (!tables.some((table) => table.modalityId === valid.modalityId && table.genreId === valid.genreId)) tables.push({ modalityId: valid.modalityId, genreId: valid.genreId });
    wanted.set(valid.sportId, tables);
  }
  if (wanted.size === 0) return;
  const owned = { communityId: space.communityId, createdByAccountId: space.accountId };
  const [rating] = await db.select({ id: ratingSystems.id }).from(ratingSystems).where(eq(ratingSystems.communityId, space.communityId)).limit(1);
  const ratingId = rating?.id ?? (await db.insert(ratingSystems).values({ ...owned, name: 'Circuito Nacional', updateMomentId: 1, rules: CIRCUIT_RULES }).returning({ id: ratingSystems.id }))[0]?.id;
  if (ratingId === undefined) throw new Error('demo rating system not created');
  for (const [sportId, tables] of wanted) {
    const name = `Ranking de ${findSport(sportId)?.label.es ?? 'Deporte'}`;
    const [ranking] = await db.insert(rankings).values({ ...owned, name, sportId, seasonId: null, ratingSystemId: ratingId, cutPoint: { typeId: null } }).returning({ id: rankings.id });
    if (!ranking) throw new Error(`demo ranking ${name} not created`);
    await db.insert(rankingModalities).values(tables.map((table) => ({ rankingId: ranking.id, ...table })));
  }
}

/** Coaches are credited with the athletes of their club: the space's first coaches train at its first clubs. */
async function linkCoachesToClubs(db: Database, communityId: number) {
  const coaches = await db.select({ id: persons.id }).from(persons).where(and(eq(persons.communityId, communityId), eq(persons.modalityId, MODALITY_IDS.coach))).orderBy(asc(persons.id));
  const clubRows = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.communityId, communityId)).orderBy(asc(clubs.id));
  const links = coaches.flatMap((coach, index) => {
    const club = clubRows[index % Math.max(1, clubRows.length)];
    return club ? [{ personId: coach.id, clubId: club.id }] : [];
  });
  if (links.length > 0) await db.insert(personClubs).values(links);
}
