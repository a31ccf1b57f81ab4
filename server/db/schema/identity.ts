import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { communities } from './communities';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull(),
    avatar: text('avatar'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
  ],
);

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ownerUserId: integer('owner_user_id').references(() => users.id),
  communityId: integer('community_id').references(() => communities.id),
  createdAt: createdAt(),
  version: integer('version').notNull().default(1),
});

/** A role template of an account: the permission resources it allows. */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    resources: text('resources').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    version: integer('version').notNull().default(1),
  },
  (table) => [index('roles_account_idx').on(table.accountId)],
);

/** Membership of a user in an account; the owner's membership has no role and may do everything. */
export const accountUsers = pgTable(
  'account_users',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    isOwner: integer('is_owner').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.userId] }), index('account_users_user_idx').on(table.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** When the session was last used (kept to within a few minutes): a session idle too long ends. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** One row per redeemed captcha solution, so a solved challenge works once; rows go when the challenge expires. */
export const captchaRedemptions = pgTable(
  'captcha_redemptions',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('captcha_redemptions_expires_idx').on(table.expiresAt)],
);

/** Single-use tokens mailed to users (email verification, password reset); only their SHA-256 is kept. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify-email' | 'reset-password'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('user_tokens_user_idx').on(table.userId, table.purpose)],
);

/** Failed attempts per account name in a one-minute window, shared by every API instance. */
export const authAttempts = pgTable('auth_attempts', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull(),
});

/** A user's identity at an OpenID Connect provider (the provider's stable subject). */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] }), index('social_identities_user_idx').on(table.userId)],
);

/** Bridges the provider's callback and the app's `GET auth/social/user`: single use, short-lived, hashed. */
export const socialHandoffs = pgTable('social_handoffs', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/**
 * An account shared with another account: members of `sharedWithAccountId` may act as `accountId` with the
 * role template `roleId` (a template of the sharing account).
 */
export const accountShares = pgTable(
  'account_shares',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sharedWithAccountId: integer('shared_with_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('account_shares_pair_idx').on(table.accountId, table.sharedWithAccountId),
    index('account_shares_grantee_idx').on(table.sharedWithAccountId),
  ],
);

/**
 * An invitation to join an account (`member`: a user, with a role template) or to act as it (`share`: another
 * account, with a role template). Nothing is granted until the invited side accepts it in its requests inbox.
 * `invited` keeps what the owner typed, so the owner's list reads the same whether or not it matched anyone:
 * the answer never tells who is registered.
 */
export const accountInvitations = pgTable(
  'account_invitations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'member' | 'share'>().notNull(),
    invited: text('invited').notNull(),
    inviteeUserId: integer('invitee_user_id').references(() => users.id, { onDelete: 'cascade' }),
    inviteeAccountId: integer('invitee_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'accepted' | 'declined'>().notNull().default('pending'),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('account_invitations_account_idx').on(table.accountId, table.status),
    index('account_invitations_user_idx').on(table.inviteeUserId, table.status),
    index('account_invitations_invitee_account_idx').on(table.inviteeAccountId, table.status),
  ],
);
