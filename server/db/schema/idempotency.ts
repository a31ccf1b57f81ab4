import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The `Idempotency-Key`s callers sent with their POSTs (see server/plugins/idempotency.ts), one row per caller and
 * key. A row is claimed (`running`, with its claimant's random `owner`) before the request's handler runs, and then
 * either holds the answer (`done`) or is given back (`released`, after a server error) so that a retry runs again.
 * Rows are deleted 24 hours after they were claimed.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who sent it: `user:<id>:account:<id>`, or `keeper:<sha-256 of the link's token>`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request's method, address, community and canonical body. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: ['running', 'done', 'released'] }).notNull(),
    owner: text('owner'),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the running claim was taken: one older than the lease is a request that will never answer. */
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
    check('idempotency_keys_state_check', sql`${table.state} in ('running', 'done', 'released')`),
  ],
);
