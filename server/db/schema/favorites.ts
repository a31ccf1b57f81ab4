import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Locale } from '@domain/catalog';
import type { FavoriteKind } from '@domain/contract';
import { users } from './identity';

/**
 * What a user follows: a tournament, a player, a team, a club or a ranking. `targetId` names a row of the kind's
 * table; it has no foreign key because the kinds live in different tables, so lists skip targets that are gone.
 */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<FavoriteKind>().notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('follows_user_kind_target_idx').on(table.userId, table.kind, table.targetId), index('follows_kind_target_idx').on(table.kind, table.targetId)],
);

/**
 * Which news of what a user follows also come by mail; no row means none (mail is opt-in). `locale` is the language
 * the user chose in, so mails written later, outside any request, speak it. `unsubscribeKey` is the random part of
 * the links that turn the mails off without signing in; it is kept as it is because every mail repeats it, and it
 * can do nothing but stop mail.
 */
export const followMailSettings = pgTable('follow_mail_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  upcoming: boolean('upcoming').notNull().default(false),
  results: boolean('results').notNull().default(false),
  rankings: boolean('rankings').notNull().default(false),
  locale: text('locale').$type<Locale>().notNull().default('es'),
  unsubscribeKey: text('unsubscribe_key').notNull().unique(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** One row per piece of news mailed to a user (its outbox dedupe key): a user is told each thing once. */
export const followMailsSent = pgTable(
  'follow_mails_sent',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newsKey: text('news_key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.newsKey] })],
);
