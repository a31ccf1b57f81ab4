import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MatchResult } from '@domain/engine';
import { apiKeys } from './api-keys';
import { accounts, users } from './identity';
import { phases } from './tournaments';

/**
 * Every save of a match's result, written in the transaction of the save: who (the user and the account they
 * acted as), when, the score before (null on the first result) and after, the reason given and the match version
 * it made. `match_id` has no foreign key on purpose: a redraw replaces a phase's match rows, and the record of
 * what was entered must outlive any of them; it goes only with its phase. Who entered it stays when a user or
 * account is removed (the name is then unknown, the entry is kept).
 */
export const resultHistory = pgTable(
  'result_history',
  {
    id: serial('id').primaryKey(),
    phaseId: integer('phase_id')
      .notNull()
      .references(() => phases.id, { onDelete: 'cascade' }),
    matchId: integer('match_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<MatchResult>(),
    after: jsonb('after').$type<MatchResult>().notNull(),
    reason: text('reason'),
    /** The score-keeper link's name when the save came through one (no user then; the account is the owner's). */
    keeperName: text('keeper_name'),
    /** The API key a program saved it with (the user is then the key's maker). */
    apiKeyId: integer('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    matchVersion: integer('match_version').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('result_history_match_idx').on(table.matchId, table.id), index('result_history_phase_idx').on(table.phaseId)],
);
