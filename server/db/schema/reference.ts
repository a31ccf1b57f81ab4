import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ModalityLabels } from '@domain/catalog';
import type { SportConfig } from '@domain/catalog';

/** Lookup tables from the spec, filled by migration with es and en labels. */
const lookup = (name: string) =>
  pgTable(name, {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    labelEs: text('label_es').notNull(),
    labelEn: text('label_en').notNull(),
  });

export const sports = pgTable('sports', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  labelEs: text('label_es').notNull(),
  labelEn: text('label_en').notNull(),
  config: jsonb('config').$type<SportConfig>().notNull(),
});

export const modalities = pgTable('modalities', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  segment: text('segment').notNull(),
  labels: jsonb('labels').$type<{ es: ModalityLabels; en: ModalityLabels }>().notNull(),
});

export const genres = lookup('genres');
export const statuses = lookup('statuses');
export const phaseFormats = lookup('phase_formats');
export const phaseCategories = lookup('phase_categories');
export const cutPointTypes = lookup('cut_point_types');
export const matchEventTypes = lookup('match_event_types');
