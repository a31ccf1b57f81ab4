/** Instants are milliseconds since the epoch (UTC); spans are half-open `[start, end)`. */
export interface Span {
  start: number;
  end: number;
}

/** A court or table of a place: where one match is played at a time. */
export interface Court {
  placeId: number;
  court: string;
}

/** An entry of a match: its id and the people behind it (the player, or the members of a double or team). */
export interface ScheduleSide {
  id: number;
  personIds: number[];
}

/**
 * A match to place. `series` groups the matches whose phases and rounds follow one another (a tournament);
 * `feeds` names the matches whose winner or loser plays this one (a knockout), so it starts after they end.
 */
export interface ScheduleMatch {
  id: number;
  series: number;
  phaseId: number;
  phaseOrder: number;
  round: number;
  sides: [ScheduleSide | null, ScheduleSide | null];
  feeds: number[];
}

/** A match already on the calendar that stays where it is; its people and court are taken for its span. */
export interface BookedMatch extends Span, Court {
  matchId: number;
  personIds: number[];
  /** The minimum rest its own tournament keeps; a person's rest around it is the larger of this and the problem's. */
  restMinutes?: number | undefined;
  /** Set when the match belongs to a series being scheduled, so later rounds and phases follow it. */
  order?: { series: number; phaseId: number; phaseOrder: number; round: number } | undefined;
}

export interface ScheduleProblem {
  matches: ScheduleMatch[];
  booked: BookedMatch[];
  /** When matches may be played: the days' time windows in UTC. */
  windows: Span[];
  courts: Court[];
  durationMinutes: number;
  restMinutes: number;
}

export interface Placement extends Span, Court {
  matchId: number;
}

export type UnplacedReason = 'no-slot' | 'no-sides';

export interface ScheduleOutcome {
  placements: Placement[];
  unplaced: Array<{ matchId: number; reason: UnplacedReason }>;
}
