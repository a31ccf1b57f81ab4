import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { communities } from './communities';
import { accounts } from './identity';
import { persons } from './catalog';

/** A check a player must pass to compete (medical certificate, federation licence…), valid for a period. */
export const validations = pgTable(
  'validations',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id),
    name: text('name').notNull(),
    description: text('description'),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [index('validations_community_idx').on(table.communityId, table.name)],
);

export const personValidations = pgTable(
  'person_validations',
  {
    id: serial('id').primaryKey(),
    validationId: integer('validation_id')
      .notNull()
      .references(() => validations.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('person_validations_unique_idx').on(table.personId, table.validationId), index('person_validations_validation_idx').on(table.validationId)],
);
