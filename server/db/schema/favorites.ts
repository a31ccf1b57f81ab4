import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
