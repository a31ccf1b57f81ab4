import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InscriptionOrigin, PhaseConfiguration } from '@domain/contract';
import { ageCategories, levelCategories, subCategories } from './categories';
import { clubs, organizers, persons, places, seasons } from './catalog';
import { communities } from './communities';
import { accounts } from './identity';
import { genres, modalities, phaseCategories, phaseFormats, sports, statuses } from './reference';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Bumped on every update, so an edit made on a stale copy is refused instead of overwriting. */
const version = () => integer('version').notNull().default(1);
const day = (name: string) => date(name, { mode: 'string' });

/** A multi-tournament (the spec's "tournament"): several tournaments held together under one name. */
export const multiTournaments = pgTable(
  'multi_tournaments',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id),
    name: text('name').notNull(),
    organizerId: integer('organizer_id').references(() => organizers.id, { onDelete: 'set null' }),
    seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'set null' }),
    placeId: integer('place_id').references(() => places.id, { onDelete: 'set null' }),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    logo: text('logo'),
    description: text('description'),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    index('multi_tournaments_community_start_idx').on(table.communityId, table.startDate, table.id),
    index('multi_tournaments_season_idx').on(table.seasonId),
    index('multi_tournaments_name_idx').on(table.communityId, sql`lower(${table.name})`),
  ],
);

/** A tournament (the spec's "valid"): one competition with its entries and ordered phases. */
export const valids = pgTable(
  'valids',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id),
    tournamentId: integer('tournament_id').references(() => multiTournaments.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    modalityId: integer('modality_id')
      .notNull()
      .references(() => modalities.id),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id),
    ageCategoryId: integer('age_category_id').references(() => ageCategories.id, { onDelete: 'restrict' }),
    levelCategoryId: integer('level_category_id').references(() => levelCategories.id, { onDelete: 'restrict' }),
    subCategoryId: integer('sub_category_id').references(() => subCategories.id, { onDelete: 'restrict' }),
    seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'set null' }),
    placeId: integer('place_id').references(() => places.id, { onDelete: 'set null' }),
    organizerId: integer('organizer_id').references(() => organizers.id, { onDelete: 'set null' }),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    inscriptionStart: day('inscription_start'),
    inscriptionEnd: day('inscription_end'),
    maxEntries: integer('max_entries'),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    description: text('description'),
    logo: text('logo'),
    statusId: integer('status_id')
      .notNull()
      .default(1)
      .references(() => statuses.id),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    index('valids_community_start_idx').on(table.communityId, table.startDate, table.id),
    index('valids_community_sport_idx').on(table.communityId, table.sportId, table.startDate),
    index('valids_community_status_idx').on(table.communityId, table.statusId, table.startDate),
    index('valids_season_idx').on(table.seasonId),
    index('valids_tournament_idx').on(table.tournamentId),
    index('valids_name_idx').on(table.communityId, sql`lower(${table.name})`),
    index('valids_organizer_idx').on(table.organizerId, table.startDate, table.id),
  ],
);

/** A phase of a tournament, played in `order` (from 1); the configuration holds every setting it plays by. */
export const phases = pgTable(
  'phases',
  {
    id: serial('id').primaryKey(),
    validId: integer('valid_id')
      .notNull()
      .references(() => valids.id, { onDelete: 'cascade' }),
    order: smallint('order').notNull(),
    name: text('name').notNull(),
    formatId: integer('format_id')
      .notNull()
      .references(() => phaseFormats.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => phaseCategories.id),
    statusId: integer('status_id')
      .notNull()
      .default(1)
      .references(() => statuses.id),
    startDate: day('start_date'),
    endDate: day('end_date'),
    configuration: jsonb('configuration').$type<PhaseConfiguration>().notNull(),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [index('phases_valid_order_idx').on(table.validId, table.order), index('phases_status_idx').on(table.statusId, table.validId)],
);

/**
 * An entry of a tournament: a player, double or team. `phaseId` is set for entries placed straight into a later
 * phase. Removing one keeps the row with origin `removed` (and what it was before, for a restore).
 */
export const inscribed = pgTable(
  'inscribed',
  {
    id: serial('id').primaryKey(),
    validId: integer('valid_id')
      .notNull()
      .references(() => valids.id, { onDelete: 'cascade' }),
    phaseId: integer('phase_id').references(() => phases.id),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'restrict' }),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    seed: integer('seed'),
    origin: text('origin').$type<InscriptionOrigin>().notNull(),
    previousOrigin: text('previous_origin').$type<InscriptionOrigin>(),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    uniqueIndex('inscribed_valid_person_idx').on(table.validId, table.personId),
    index('inscribed_valid_seed_idx').on(table.validId, table.seed),
    index('inscribed_phase_idx').on(table.phaseId),
    index('inscribed_person_idx').on(table.personId),
    index('inscribed_club_idx').on(table.clubId, table.validId),
  ],
);

/**
 * Domain events written in the same transaction as the change they announce; consumers mark them processed.
 * `dedupeKey` makes recording an event twice (finishing twice) a no-op.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    topic: text('topic').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('outbox_dedupe_key_idx').on(table.dedupeKey), index('outbox_pending_idx').on(table.type, table.processedAt, table.id)],
);
