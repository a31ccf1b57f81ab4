import { customType, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { communities } from './communities';
import { accounts } from './identity';
import { modalities, sports, genres } from './reference';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Bumped on every update, so an edit made on a stale copy is refused instead of overwriting. */
const version = () => integer('version').notNull().default(1);

/**
 * Text compared byte by byte: a plain b-tree index on it serves both `LIKE 'prefix%'` and ORDER BY on any
 * server collation, which keeps name search fast without pg_trgm (absent from the embedded database).
 */
const byteText = customType<{ data: string; driverData: string }>({ dataType: () => 'text COLLATE "C"' });

/** Accented letters folded to plain ones; the same table folds the search text (see people/search-key). */
export const SEARCH_FOLD_FROM = 'áàâäãéèêëíìîïóòôöõúùûüñç';
export const SEARCH_FOLD_TO = 'aaaaaeeeeiiiiooooouuuunc';
const folded = (value: SQL) => sql`translate(lower(${value}), ${sql.raw(`'${SEARCH_FOLD_FROM}'`)}, ${sql.raw(`'${SEARCH_FOLD_TO}'`)})`;
const joinNames = (a: AnyColumn, b: AnyColumn) => sql`${a} || ' ' || ${b}`;

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
    countryCode: text('country_code'),
    stateCode: text('state_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [index('places_community_idx').on(table.communityId), index('places_community_name_idx').on(table.communityId, table.name, table.id)],
);

/** An organiser's public profile (`/organizadores/{slug}`): the account that runs clubs, tournaments and rankings. */
export const organizers = pgTable(
  'organizers',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id),
    accountId: integer('account_id').references(() => accounts.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    logo: text('logo'),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [uniqueIndex('organizers_slug_idx').on(table.slug), index('organizers_community_idx').on(table.communityId, table.name), index('organizers_account_idx').on(table.accountId)],
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
    organizerId: integer('organizer_id').references(() => organizers.id, { onDelete: 'set null' }),
    placeId: integer('place_id').references(() => places.id, { onDelete: 'set null' }),
    logo: text('logo'),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    index('clubs_community_idx').on(table.communityId),
    index('clubs_community_name_idx').on(table.communityId, table.name, table.id),
    index('clubs_organizer_idx').on(table.organizerId),
  ],
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
    /** Share (0–100) of last season's ranking points a player starts this season with. */
    carryOverPercent: smallint('carry_over_percent').notNull().default(0),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
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
    /** Coach type or affiliate type, depending on the modality. */
    typeId: integer('type_id'),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    /** "first last" and "last first", lowercased without accents: prefix search on either order. */
    searchFirst: byteText('search_first').generatedAlwaysAs((): SQL => folded(joinNames(persons.firstName, persons.lastName))),
    searchLast: byteText('search_last').generatedAlwaysAs((): SQL => folded(joinNames(persons.lastName, persons.firstName))),
  },
  (table) => [
    index('persons_community_modality_idx').on(table.communityId, table.modalityId, table.lastName, table.firstName),
    index('persons_name_search_idx').on(sql`lower(${table.firstName} || ' ' || ${table.lastName})`),
    index('persons_search_last_idx').on(table.communityId, table.modalityId, table.searchLast, table.id),
    index('persons_search_first_idx').on(table.communityId, table.modalityId, table.searchFirst),
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

/** Members of a double or a team. A member cannot be deleted while it belongs to one (restrict). */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.teamId, table.personId] }), index('team_members_person_idx').on(table.personId)],
);
