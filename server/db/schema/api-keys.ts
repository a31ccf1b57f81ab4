import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '@domain/contract';
import { accounts, users } from './identity';

/**
 * A key a program uses to act as one account (a club's or a federation's own tools). Only the SHA-256 of its
 * random secret is kept, with the secret's first characters to recognise it in a list. A key is never deleted:
 * revoking it stamps `revoked_at`, so the histories that name it keep their name. It goes with its account, and
 * with the owner who made it (a key is never left acting for someone who is gone).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('api_keys_account_idx').on(table.accountId, table.id)],
);
