import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { LookAndFeel } from '@domain/contract';
import { sports } from './reference';

export const communities = pgTable(
  'communities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    domain: text('domain').notNull().unique(),
    lookAndFeel: jsonb('look_and_feel').$type<LookAndFeel>().notNull(),
    sportId: integer('sport_id').references(() => sports.id),
    /** IANA zone the community's times are shown in; stored times are UTC. */
    timeZone: text('time_zone').notNull().default('Europe/Madrid'),
    isDefault: boolean('is_default').notNull().default(false),
    createdByAccountId: integer('created_by_account_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [index('communities_is_default_idx').on(table.isDefault)],
);
