import * as v from 'valibot';
import type { CalendarSide } from './calendar.schema';
import { id } from './fields';

/**
 * What the desk at the venue says of a match beside its result: called to its table, started, finished (the
 * result may come later). A saved result finishes a match whatever the desk said.
 */
export const DESK_STATES = ['called', 'started', 'finished'] as const;
export type DeskState = (typeof DESK_STATES)[number];

/**
 * `PUT order-of-play/match/{id}`: the desk's new state of a match (null takes it back to waiting) and the desk
 * version the caller read. A stale version answers 409 with the current state.
 */
export const DeskStateInput = v.object({
  state: v.nullable(v.picklist(DESK_STATES, 'oneOf')),
  version: id,
});
export type DeskStateInput = v.InferOutput<typeof DeskStateInput>;

/** Where a match sits in its phase: a group's round, or a knockout round named by how many entries it has. */
export type OrderOfPlayStage = { kind: 'group'; groupName: string | null; round: number } | { kind: 'knockout'; entriesInRound: number; thirdPlace: boolean };

export interface OrderOfPlayMatch {
  matchId: number;
  code: string;
  phaseId: number;
  phaseName: string;
  validId: number;
  validName: string;
  stage: OrderOfPlayStage;
  home: CalendarSide | null;
  away: CalendarSide | null;
  /** UTC ISO start; `localTime` is the same instant on the community's clock ("09:40"), `localDate` its day. */
  scheduledAt: string;
  localTime: string;
  localDate: string;
  durationMinutes: number;
  deskState: DeskState | null;
  deskVersion: number;
  /** Its planned end has passed and it is still on the court. */
  late: boolean;
}

/** One table or court: what plays now, next and after it. Played and finished matches have left it. */
export interface OrderOfPlayCourt {
  placeId: number | null;
  placeName: string | null;
  court: string;
  now: OrderOfPlayMatch | null;
  next: OrderOfPlayMatch | null;
  after: OrderOfPlayMatch | null;
  /** How many more wait behind `after`. */
  waiting: number;
}

/**
 * `GET order-of-play/valid/{id}` and `GET order-of-play/place/{id}`: the courts of a tournament (every match still
 * to play) or of a venue (today's, on the community's clock, across tournaments). `phaseIds` are the phases shown.
 */
export interface OrderOfPlay {
  scope: { kind: 'valid' | 'place'; id: number; name: string };
  timeZone: string;
  /** The community's day the answer was computed for (`YYYY-MM-DD`) and the instant (UTC ISO). */
  today: string;
  at: string;
  courts: OrderOfPlayCourt[];
  phaseIds: number[];
}
