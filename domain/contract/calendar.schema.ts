import * as v from 'valibot';
import { date, time } from './dates';
import { MAX_INT, MAX_PAGE, idParam, text, wholeNumber, wholeNumberText } from './fields';
import { CALENDAR_MAX_DAYS } from './limits';
import { maxCharsMessage, maxItemsMessage } from './message-ref';

export interface CalendarSide {
  id: number;
  name: string;
}
export type CalendarConflictCode = 'person-overlap' | 'court-overlap' | 'rest' | 'outside-window';
export interface CalendarConflict {
  code: CalendarConflictCode;
  otherMatchId: number | null;
  personId: number | null;
}
/** One match on a calendar. Times are UTC ISO strings; screens show them in the page's `timeZone`. */
export interface CalendarEntry {
  matchId: number;
  matchVersion: number;
  code: string;
  round: number;
  status: string;
  phaseId: number;
  phaseName: string;
  validId: number;
  validName: string;
  tournamentId: number | null;
  sportId: number;
  communityId: number;
  scheduledAt: string | null;
  endsAt: string | null;
  durationMinutes: number | null;
  placeId: number | null;
  placeName: string | null;
  court: string | null;
  home: CalendarSide | null;
  away: CalendarSide | null;
  /** Short result text when played, e.g. "3-1". */
  score: string | null;
  /** What this match clashes with on the calendar: moves by hand are flagged, not refused. */
  conflicts: CalendarConflict[];
}
/** `GET calendar/matches/{id}`: when and where one match is played, in its community's time zone. */
export interface CalendarMatch {
  entry: CalendarEntry;
  timeZone: string;
}
export interface CalendarPage {
  entries: CalendarEntry[];
  timeZone: string;
  unscheduled: number;
}
/**
 * `GET calendar`: the matches of a window of days (the one asked for, else from today for about a month), a page
 * at a time. `from`, `to`: the window answered; `total`: its matches with the filters, over every page.
 */
export interface CalendarWindow extends CalendarPage {
  from: string | null;
  to: string | null;
  page: number;
  size: number;
  total: number;
}
export interface CalendarMetadata {
  timeZone: string;
  from: string | null;
  to: string | null;
  tournaments: { id: number; name: string }[];
  valids: { id: number; name: string; startDate: string; endDate: string }[];
  places: { id: number; name: string }[];
  sports: { id: number; name: string }[];
  courts: string[];
}
export interface ScheduleRequest {
  validId?: number;
  phaseId?: number;
  days: { date: string; start: string; end: string }[];
  places: { placeId: number; courts: string[] }[];
  durationMinutes: number;
  restMinutes: number;
  replace: boolean;
}
export interface ScheduleResult {
  placed: number;
  unplaced: { matchId: number; code: string; reason: 'no-slot' | 'no-sides' }[];
  entries: CalendarEntry[];
}
export interface MoveMatchRequest {
  version: number;
  scheduledAt: string | null;
  durationMinutes?: number | null;
  placeId?: number | null;
  court?: string | null;
}
export interface MoveMatchResult {
  entry: CalendarEntry;
}

export const CALENDAR_SCHEDULED = ['all', 'only', 'none'] as const;
export type CalendarScheduled = (typeof CALENDAR_SCHEDULED)[number];

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** An instant with its offset (`2026-11-28T09:30:00.000Z`), returned in the API's own UTC form. */
export const instant = v.pipe(
  v.string('invalidType'),
  v.trim(),
  v.check((value) => ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)), 'dateTime'),
  v.transform((value) => new Date(value).toISOString()),
);

/** A local clock time `HH:MM` (seconds dropped). */
const clockTime = v.pipe(
  time,
  v.transform((value) => value.slice(0, 5)),
);

const courtLabel = v.pipe(text, v.trim(), v.nonEmpty('required'), v.maxLength(40, maxCharsMessage(40)));
const durationMinutes = wholeNumber(5, 600);
const dateRange = { from: v.optional(date), to: v.optional(date) };
const inOrder = (input: { from?: string | undefined; to?: string | undefined }) => !input.from || !input.to || input.from <= input.to;

const calendarFilters = {
  ...dateRange,
  communityId: v.optional(idParam),
  tournamentId: v.optional(idParam),
  validId: v.optional(idParam),
  phaseId: v.optional(idParam),
  personId: v.optional(idParam),
  placeId: v.optional(idParam),
  scheduled: v.optional(v.picklist(CALENDAR_SCHEDULED, 'oneOf'), 'all'),
};

const DAY_MS = 86_400_000;
/** Both ends counted: a window from a day to itself is one day. */
const withinSpan = (input: { from?: string | undefined; to?: string | undefined }) =>
  !input.from || !input.to || (Date.parse(input.to) - Date.parse(input.from)) / DAY_MS + 1 <= CALENDAR_MAX_DAYS;

/**
 * `GET calendar/metadata`: every filter optional; dates are local days of the community. An unknown parameter is
 * refused, so no spelling of a query makes another kept answer.
 */
export const CalendarScopeQuery = v.pipe(v.strictObject(calendarFilters, 'unknownKey'), v.forward(v.partialCheck([['from'], ['to']], inOrder, 'dateOrder'), ['to']));
export type CalendarScopeQuery = v.InferOutput<typeof CalendarScopeQuery>;

/**
 * `GET calendar`: the filters of the metadata, on a window of at most `CALENDAR_MAX_DAYS` days (from today for
 * about a month when no date is named; undated matches, `scheduled=none`, have no window), a page at a time.
 */
export const CalendarQuery = v.pipe(
  v.strictObject({ ...calendarFilters, page: v.optional(wholeNumberText(0, MAX_PAGE), 0), size: v.optional(wholeNumberText(1, 1000), 1000) }, 'unknownKey'),
  v.forward(v.partialCheck([['from'], ['to']], inOrder, 'dateOrder'), ['to']),
  v.forward(v.partialCheck([['from'], ['to']], withinSpan, 'dateSpan'), ['to']),
);
export type CalendarQuery = v.InferOutput<typeof CalendarQuery>;

/** `POST calendar/tournaments`: the calendar of several tournaments at once. */
export const CalendarTournamentsRequest = v.pipe(
  v.object({
    validIds: v.pipe(v.array(wholeNumber(1, MAX_INT), 'invalidType'), v.minLength(1, 'required'), v.maxLength(100, maxItemsMessage(100))),
    ...dateRange,
  }),
  v.forward(v.partialCheck([['from'], ['to']], inOrder, 'dateOrder'), ['to']),
);
export type CalendarTournamentsRequest = v.InferOutput<typeof CalendarTournamentsRequest>;

const ScheduleDay = v.pipe(
  v.object({ date, start: clockTime, end: clockTime }),
  v.forward(v.partialCheck([['start'], ['end']], (input) => input.start < input.end, 'timeOrder'), ['end']),
);

const SchedulePlace = v.pipe(
  v.object({
    placeId: wholeNumber(1),
    courts: v.pipe(v.array(courtLabel, 'invalidType'), v.maxLength(50, maxItemsMessage(50))),
  }),
  v.forward(v.partialCheck([['courts']], (input) => new Set(input.courts).size === input.courts.length, 'duplicateCourt'), ['courts']),
);

/** `POST calendar/schedule`: run the automatic scheduler over a tournament or one of its phases. */
export const ScheduleRequest = v.pipe(
  v.object({
    validId: v.optional(wholeNumber(1)),
    phaseId: v.optional(wholeNumber(1)),
    days: v.pipe(v.array(ScheduleDay, 'invalidType'), v.minLength(1, 'required'), v.maxLength(60, maxItemsMessage(60))),
    places: v.pipe(v.array(SchedulePlace, 'invalidType'), v.minLength(1, 'courtsRequired'), v.maxLength(20, maxItemsMessage(20))),
    durationMinutes,
    restMinutes: wholeNumber(0, 1440),
    replace: v.boolean('invalidType'),
  }),
  v.forward(v.partialCheck([['validId'], ['phaseId']], (input) => (input.validId === undefined) !== (input.phaseId === undefined), 'scheduleTarget'), ['validId']),
  v.forward(v.partialCheck([['places']], (input) => input.places.some((place) => place.courts.length > 0), 'courtsRequired'), ['places']),
  v.forward(v.partialCheck([['days']], (input) => new Set(input.days.map((day) => day.date)).size === input.days.length, 'duplicateDay'), ['days']),
);

/** `PUT calendar/matches/{id}`: move a match (null `scheduledAt` takes it off the calendar) on the version read. */
export const MoveMatchRequest = v.object({
  version: wholeNumber(1),
  scheduledAt: v.nullable(instant),
  durationMinutes: v.optional(v.nullable(durationMinutes)),
  placeId: v.optional(v.nullable(wholeNumber(1))),
  court: v.optional(v.nullable(courtLabel)),
});

/** The parsed requests are the contract's shapes (checked here so the two never drift apart). */
const sameShape = <T>(value: T) => value;
sameShape<(input: v.InferOutput<typeof ScheduleRequest>) => ScheduleRequest>((input) => input);
sameShape<(input: v.InferOutput<typeof MoveMatchRequest>) => MoveMatchRequest>((input) => input);
