import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from './identity';
import { persons } from './catalog';
import { valids } from './tournaments';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** The player a user is: one player per user and one user per player. */
export const userPlayers = pgTable('user_players', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  personId: integer('person_id')
    .notNull()
    .unique()
    .references(() => persons.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

import type { CertificationStatus, CertificationType } from '@domain/contract';

/**
 * A request that an account approves or rejects: a player asking to join a team, or an inscription in a
 * tournament. `targetAccountId` is the account whose inbox shows it.
 */
export const certificationRequests = pgTable(
  'certification_requests',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<CertificationType>().notNull(),
    status: text('status').$type<CertificationStatus>().notNull().default('pending'),
    requesterUserId: integer('requester_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetAccountId: integer('target_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    personId: integer('person_id').references(() => persons.id, { onDelete: 'set null' }),
    /** The team person asked to join, for join-team requests. */
    teamPersonId: integer('team_person_id').references(() => persons.id, { onDelete: 'set null' }),
    /** The tournament (valid) of an inscription request; the request goes with the tournament. */
    validId: integer('valid_id').references(() => valids.id, { onDelete: 'cascade' }),
    message: text('message'),
    /** Why it was rejected, when the deciding account said so. */
    reason: text('reason'),
    /** The requester's language when asking: the notification mail is written in it. */
    locale: text('locale').$type<'es' | 'en'>().notNull().default('es'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('certification_requests_requester_idx').on(table.requesterUserId, table.createdAt),
    index('certification_requests_target_idx').on(table.targetAccountId, table.status),
  ],
);
