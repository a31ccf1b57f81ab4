import { customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { communities } from './communities';
import { accounts } from './identity';

/** Accounts that run a community (space): `admin` may change it and its accounts, `member` publishes in it. */
export const communityAccounts = pgTable(
  'community_accounts',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [uniqueIndex('community_accounts_unique_idx').on(table.communityId, table.accountId), index('community_accounts_account_idx').on(table.accountId)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Uploaded logos and avatars live in the database, not on a disk, so every API instance behind a load balancer
 * serves the same files.
 */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('images_sha_idx').on(table.sha256)],
);
