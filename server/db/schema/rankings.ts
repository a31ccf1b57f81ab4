import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BalanceReason, CoachRule, CutPoint, FinishedEntry, PhaseRule, PositionRule } from '@domain/rankings';
import { ageCategories, levelCategories, subCategories } from './categories';
import { persons, seasons } from './catalog';
import { communities } from './communities';
import { accounts } from './identity';
import { genres, modalities, sports } from './reference';
import { phases, valids } from './tournaments';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const owned = () => ({
  id: serial('id').primaryKey(),
  communityId: integer('community_id')
    .notNull()
    .references(() => communities.id),
  name: text('name').notNull(),
  createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: integer('version').notNull().default(1),
});

export interface RatingRules {
  positions: PositionRule[];
  phases: PhaseRule[];
  perMatchWon: number;
  coach: CoachRule;
}

/** A discount (rating) system: how finished tournaments turn into points, and when. */
export const ratingSystems = pgTable(
  'rating_systems',
  {
    ...owned(),
    updateMomentId: smallint('update_moment_id').notNull().default(1),
    rules: jsonb('rules').$type<RatingRules>().notNull(),
  },
  (table) => [index('rating_systems_community_idx').on(table.communityId, table.name)],
);

/** A division ladder: level categories from the top division down, that reclassification moves people between. */
export const levelGroups = pgTable('level_groups', { ...owned() }, (table) => [index('level_groups_community_idx').on(table.communityId, table.name)]);

export const levelGroupLevels = pgTable(
  'level_group_levels',
  {
    levelGroupId: integer('level_group_id')
      .notNull()
      .references(() => levelGroups.id, { onDelete: 'cascade' }),
    levelCategoryId: integer('level_category_id')
      .notNull()
      .references(() => levelCategories.id, { onDelete: 'restrict' }),
    /** 1 is the top division. */
    order: smallint('order').notNull(),
  },
  (table) => [primaryKey({ columns: [table.levelGroupId, table.levelCategoryId] }), index('level_group_levels_level_idx').on(table.levelCategoryId)],
);

/** A ranking of a sport (and season), scored by one rating system and read with one cut point. */
export const rankings = pgTable(
  'rankings',
  {
    ...owned(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'set null' }),
    ratingSystemId: integer('rating_system_id')
      .notNull()
      .references(() => ratingSystems.id, { onDelete: 'restrict' }),
    cutPoint: jsonb('cut_point').$type<CutPoint>().notNull(),
    /** The divisions a reclassification cut point moves people between. */
    levelGroupId: integer('level_group_id').references(() => levelGroups.id, { onDelete: 'restrict' }),
    customInfo: jsonb('custom_info').$type<{ topNPositionsRankingModalityMapping?: Record<string, number> }>().notNull().default({}),
  },
  (table) => [index('rankings_community_sport_idx').on(table.communityId, table.sportId, table.name), index('rankings_owner_idx').on(table.createdByAccountId)],
);

/** One table of a ranking: the tournaments of a modality, genre and (when set) age, level and sub category. */
export const rankingModalities = pgTable(
  'ranking_modalities',
  {
    id: serial('id').primaryKey(),
    rankingId: integer('ranking_id')
      .notNull()
      .references(() => rankings.id, { onDelete: 'cascade' }),
    modalityId: integer('modality_id')
      .notNull()
      .references(() => modalities.id),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id),
    ageCategoryId: integer('age_category_id').references(() => ageCategories.id, { onDelete: 'restrict' }),
    levelCategoryId: integer('level_category_id').references(() => levelCategories.id, { onDelete: 'restrict' }),
    subCategoryId: integer('sub_category_id').references(() => subCategories.id, { onDelete: 'restrict' }),
    /** Day the stored standings were computed for; time-dependent cut points recompute them on a new day. */
    standingsOn: date('standings_on', { mode: 'string' }),
    /** How many people the stored standings hold, kept with every change to them: a page of the table needs no count. */
    standingsCount: integer('standings_count').notNull().default(0),
  },
  (table) => [index('ranking_modalities_ranking_idx').on(table.rankingId), index('ranking_modalities_match_idx').on(table.modalityId, table.genreId)],
);

/** One line of a person's balance: the points a finish awarded, and why. */
export const balanceLines = pgTable(
  'balance_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rankingModalityId: integer('ranking_modality_id')
      .notNull()
      .references(() => rankingModalities.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    validId: integer('valid_id')
      .notNull()
      .references(() => valids.id, { onDelete: 'cascade' }),
    phaseId: integer('phase_id').references(() => phases.id, { onDelete: 'cascade' }),
    source: text('source').$type<'valid' | 'phase'>().notNull(),
    reason: text('reason').$type<BalanceReason>().notNull(),
    detail: integer('detail').notNull(),
    points: integer('points').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('balance_lines_modality_person_idx').on(table.rankingModalityId, table.personId, table.date),
    index('balance_lines_modality_valid_idx').on(table.rankingModalityId, table.validId, table.source),
    index('balance_lines_person_idx').on(table.personId),
    index('balance_lines_valid_idx').on(table.validId),
  ],
);

/** An entry of a finish as it is kept: what the rules read, and the club it entered for (coaches are credited through it). */
export type RecordedEntry = Omit<FinishedEntry, 'coachIds'> & { clubId: number | null };

/**
 * A finish of a finished tournament (scope `valid`, or `phase` for one of its phases), read once from its matches
 * and kept: a finished tournament's entries, draws and results no longer change, so applying it again reads this.
 */
export const rankingFinishes = pgTable(
  'ranking_finishes',
  {
    scope: text('scope').$type<'valid' | 'phase'>().notNull(),
    /** The tournament's id (scope `valid`) or the phase's. */
    ownerId: integer('owner_id').notNull(),
    validId: integer('valid_id')
      .notNull()
      .references(() => valids.id, { onDelete: 'cascade' }),
    entries: jsonb('entries').$type<RecordedEntry[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.ownerId] }), index('ranking_finishes_valid_idx').on(table.validId)],
);

/** Each person's total in a modality, as the rules compute it from their lines; what the table pages through. */
export const rankingStandings = pgTable(
  'ranking_standings',
  {
    rankingModalityId: integer('ranking_modality_id')
      .notNull()
      .references(() => rankingModalities.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    tournaments: integer('tournaments').notNull(),
    lastDate: date('last_date', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.rankingModalityId, table.personId] }), index('ranking_standings_table_idx').on(table.rankingModalityId, sql`${table.points} desc`, table.personId)],
);

/** A ranking frozen on a day. */
export const rankingSnapshots = pgTable(
  'ranking_snapshots',
  {
    id: serial('id').primaryKey(),
    rankingId: integer('ranking_id')
      .notNull()
      .references(() => rankings.id, { onDelete: 'cascade' }),
    takenOn: date('taken_on', { mode: 'string' }).notNull(),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (table) => [index('ranking_snapshots_ranking_idx').on(table.rankingId, table.takenOn, table.id)],
);

/** A person's position, points and age in one modality of a snapshot. */
export const rankingSnapshotRows = pgTable(
  'ranking_snapshot_rows',
  {
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => rankingSnapshots.id, { onDelete: 'cascade' }),
    rankingModalityId: integer('ranking_modality_id')
      .notNull()
      .references(() => rankingModalities.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    points: integer('points').notNull(),
    age: smallint('age'),
  },
  (table) => [primaryKey({ columns: [table.snapshotId, table.rankingModalityId, table.personId] })],
);

/** How one person stands in one ranking table: their division, or left out of it. */
export const rankingConfigurations = pgTable(
  'ranking_configurations',
  {
    id: serial('id').primaryKey(),
    rankingModalityId: integer('ranking_modality_id')
      .notNull()
      .references(() => rankingModalities.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    levelCategoryId: integer('level_category_id').references(() => levelCategories.id, { onDelete: 'restrict' }),
    excluded: boolean('excluded').notNull().default(false),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (table) => [uniqueIndex('ranking_configurations_modality_person_idx').on(table.rankingModalityId, table.personId), index('ranking_configurations_person_idx').on(table.personId)],
);
