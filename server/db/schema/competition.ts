import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Lineup, MatchResult, Slot } from '@domain/engine';
import type { DeskState, DrawOptions, MatchEventCode, MatchSide, MatchStatus } from '@domain/contract';
import { persons, places } from './catalog';
import { images } from './community-accounts';
import { accounts } from './identity';
import { matchEventTypes } from './reference';
import { inscribed, phases } from './tournaments';

const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const version = () => integer('version').notNull().default(1);

/**
 * How a phase was drawn: the engine's method (or seed order, for a bracket), the seed of its lots (so the draw
 * replays) and the options it ran with. One row per drawn phase; a redraw replaces it and bumps `version`.
 */
export const phaseDraws = pgTable(
  'phase_draws',
  {
    id: serial('id').primaryKey(),
    phaseId: integer('phase_id')
      .notNull()
      .references(() => phases.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    seed: integer('seed').notNull(),
    options: jsonb('options').$type<DrawOptions>().notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    drawnByAccountId: integer('drawn_by_account_id').references(() => accounts.id),
    version: version(),
  },
  (table) => [uniqueIndex('phase_draws_phase_idx').on(table.phaseId)],
);

/** A group of a round-robin phase, numbered from 1. */
export const phaseGroups = pgTable(
  'phase_groups',
  {
    id: serial('id').primaryKey(),
    phaseId: integer('phase_id')
      .notNull()
      .references(() => phases.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('phase_groups_phase_number_idx').on(table.phaseId, table.number)],
);

/** An entry's place in a group: `position` is its Berger number (1 the strongest of the draw). */
export const groupEntries = pgTable(
  'group_entries',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => phaseGroups.id, { onDelete: 'cascade' }),
    inscribedId: integer('inscribed_id')
      .notNull()
      .references(() => inscribed.id),
    position: smallint('position').notNull(),
  },
  (table) => [uniqueIndex('group_entries_group_position_idx').on(table.groupId, table.position), index('group_entries_inscribed_idx').on(table.inscribedId)],
);

/**
 * A match of a phase, as the engine produced it. `code` is the engine's match id, unique in the phase, and
 * `winnerTo`/`loserTo` name the next matches by code, so a bracket is rebuilt from its rows; `winnerToId`/`loserToId`
 * are those matches' ids, which the API hands out (written with the draw, in its transaction). A null side is a
 * bye (first bracket round) or still to be decided.
 *
 * The entry columns (home, away, winner) carry no foreign key: only the engine writes them, from the phase's own
 * entries, and entries are never deleted except with their tournament, which takes its phases' matches along.
 * Their per-row checks doubled the time to write a 128-entry bracket on the embedded database.
 */
export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    phaseId: integer('phase_id')
      .notNull()
      .references(() => phases.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => phaseGroups.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    round: smallint('round').notNull(),
    position: smallint('position').notNull(),
    homeId: integer('home_id'),
    awayId: integer('away_id'),
    result: jsonb('result').$type<MatchResult>(),
    /** A team encounter's line-up: who took each singles place and the doubles, people of each team's roster. */
    lineup: jsonb('lineup').$type<Lineup>(),
    status: text('status').$type<MatchStatus>().notNull().default('pending'),
    winnerId: integer('winner_id'),
    winnerTo: jsonb('winner_to').$type<Slot>(),
    loserTo: jsonb('loser_to').$type<Slot>(),
    winnerToId: integer('winner_to_id'),
    loserToId: integer('loser_to_id'),
    thirdPlace: boolean('third_place').notNull().default(false),
    /** When and where it is played: the start in UTC, its length, the place and the court or table label. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true, mode: 'date' }),
    durationMinutes: smallint('duration_minutes'),
    placeId: integer('place_id').references(() => places.id, { onDelete: 'set null' }),
    court: text('court'),
    /**
     * What the desk at the venue says of the match beside its result: called to its table, started, or finished
     * (before the result is in). Written on its own version so a call never makes a result form stale.
     */
    deskState: text('desk_state').$type<DeskState>(),
    deskStateAt: timestamp('desk_state_at', { withTimezone: true, mode: 'date' }),
    deskVersion: integer('desk_version').notNull().default(1),
    updatedByAccountId: integer('updated_by_account_id').references(() => accounts.id),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    uniqueIndex('matches_phase_code_idx').on(table.phaseId, table.code),
    index('matches_phase_round_idx').on(table.phaseId, table.round, table.position),
    index('matches_group_round_idx').on(table.groupId, table.round, table.position),
    index('matches_home_idx').on(table.homeId),
    index('matches_away_idx').on(table.awayId),
    index('matches_winner_idx').on(table.winnerId),
    index('matches_scheduled_idx').on(table.scheduledAt),
    index('matches_place_scheduled_idx').on(table.placeId, table.scheduledAt),
  ],
);

/**
 * What happened in a match, minute by minute: cards, goals, substitutions… and its video and pictures. `type` is
 * a code of the match event types lookup; `side` says whose event it is, and `personId` (with `secondPersonId`,
 * who went off in a substitution) one of that side's people. Adding or removing one bumps the match's version.
 */
export const matchEvents = pgTable(
  'match_events',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    type: text('type')
      .$type<MatchEventCode>()
      .notNull()
      .references(() => matchEventTypes.code),
    minute: smallint('minute'),
    side: text('side').$type<MatchSide>(),
    personId: integer('person_id').references(() => persons.id, { onDelete: 'restrict' }),
    secondPersonId: integer('second_person_id').references(() => persons.id, { onDelete: 'restrict' }),
    videoId: text('video_id'),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'restrict' }),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('match_events_match_idx').on(table.matchId, table.minute, table.id), index('match_events_person_idx').on(table.personId), index('match_events_second_person_idx').on(table.secondPersonId)],
);
