import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { communities } from './communities';
import { accounts } from './identity';
import { genres } from './reference';

const common = () => ({
  id: serial('id').primaryKey(),
  communityId: integer('community_id')
    .notNull()
    .references(() => communities.id),
  name: text('name').notNull(),
  createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** An age category bounded either by birth years (born 2008–2010) or by age on the event day (under 15). */
export const ageCategories = pgTable(
  'age_categories',
  {
    ...common(),
    boundKind: text('bound_kind').notNull(),
    minValue: integer('min_value'),
    maxValue: integer('max_value'),
    genreId: integer('genre_id').references(() => genres.id),
  },
  (table) => [index('age_categories_community_idx').on(table.communityId, table.name)],
);

/** A playing level (first division, second…); `rank` orders them, 1 being the highest. */
export const levelCategories = pgTable(
  'level_categories',
  {
    ...common(),
    rank: integer('rank').notNull().default(1),
    description: text('description'),
  },
  (table) => [index('level_categories_community_idx').on(table.communityId, table.rank)],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    ...common(),
    description: text('description'),
  },
  (table) => [index('sub_categories_community_idx').on(table.communityId, table.name)],
);
