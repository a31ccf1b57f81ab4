import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MatchView } from '@domain/contract';
import { accounts } from './identity';
import { phases, valids } from './tournaments';

/**
 * A score-keeper link: a name and a scope (one match, one court or table of the tournament, or a whole phase)
 * whose holder may enter results without an account until it expires or is revoked. Only the SHA-256 of its
 * random token is kept. `match_id` has no foreign key, as in the result history: a redraw replaces match rows.
 */
export const scorekeeperLinks = pgTable(
  'scorekeeper_links',
  {
    id: serial('id').primaryKey(),
    validId: integer('valid_id')
      .notNull()
      .references(() => valids.id, { onDelete: 'cascade' }),
    phaseId: integer('phase_id').references(() => phases.id, { onDelete: 'cascade' }),
    matchId: integer('match_id'),
    court: text('court'),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('scorekeeper_links_valid_idx').on(table.validId, table.id)],
);

/** Each save sent through a link, by the key its device made: a replay answers what the first one did. */
export const scorekeeperSaves = pgTable('scorekeeper_saves', {
  key: uuid('key').primaryKey(),
  linkId: integer('link_id')
    .notNull()
    .references(() => scorekeeperLinks.id, { onDelete: 'cascade' }),
  matchId: integer('match_id').notNull(),
  /** The answer of the first save, written in its transaction. */
  response: jsonb('response').$type<MatchView>(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
