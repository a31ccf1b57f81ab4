import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Fixed lists of the people and competition catalogue, filled by migration with es and en labels. */
const lookup = (name: string) =>
  pgTable(name, {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    labelEs: text('label_es').notNull(),
    labelEn: text('label_en').notNull(),
  });

export const coachTypes = lookup('coach_types');
export const affiliateTypes = lookup('affiliate_types');
export const tieBreaks = lookup('tie_breaks');

/** Order of the individual and doubles games inside a team encounter (e.g. A-X, B-Y, doubles…). */
export const sequences = pgTable('sequences', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  labelEs: text('label_es').notNull(),
  labelEn: text('label_en').notNull(),
  games: text('games').notNull(),
});
