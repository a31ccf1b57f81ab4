import { date, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { communities } from './communities';
import { accounts } from './identity';
import { modalities, sports, genres } from './reference';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (table) => [index('places_community_idx').on(table.communityId)],
);

export const clubs = pgTable(
  'clubs',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id),
    name: text('name').notNull(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    organizerId: integer('organizer_id'),
    placeId: integer('place_id').references(() => places.id),
    logo: text('logo'),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (table) => [index('clubs_community_idx').on(table.communityId)],
);

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (table) => [index('seasons_community_idx').on(table.communityId)],
);

/** Players, doubles, teams, coaches, referees and affiliates share one table, told apart by modality. */
export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id),
    modalityId: integer('modality_id')
      .notNull()
      .references(() => modalities.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    avatar: text('avatar'),
    birthDate: date('birth_date', { mode: 'string' }),
    genreId: integer('genre_id').references(() => genres.id),
    handedness: text('handedness'),
    address: jsonb('address').$type<Record<string, string>>(),
    sportId: integer('sport_id').references(() => sports.id),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('persons_community_modality_idx').on(table.communityId, table.modalityId, table.lastName, table.firstName),
    index('persons_name_search_idx').on(sql`lower(${table.firstName} || ' ' || ${table.lastName})`),
  ],
);

export const personClubs = pgTable(
  'person_clubs',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
  },
  (table) => [index('person_clubs_person_idx').on(table.personId), index('person_clubs_club_idx').on(table.clubId)],
);
