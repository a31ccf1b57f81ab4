import { integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ScheduleRequest } from '@domain/contract';
import { accounts } from './identity';
import { valids } from './tournaments';

/**
 * The playing days, hours and courts a tournament was last scheduled with, and its minimum rest: what a match
 * moved by hand is checked against (outside the hours, too little rest).
 */
export const calendarPlans = pgTable(
  'calendar_plans',
  {
    id: serial('id').primaryKey(),
    validId: integer('valid_id')
      .notNull()
      .references(() => valids.id, { onDelete: 'cascade' }),
    days: jsonb('days').$type<ScheduleRequest['days']>().notNull(),
    places: jsonb('places').$type<ScheduleRequest['places']>().notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    restMinutes: smallint('rest_minutes').notNull(),
    updatedByAccountId: integer('updated_by_account_id').references(() => accounts.id),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('calendar_plans_valid_idx').on(table.validId)],
);
