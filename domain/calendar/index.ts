export type { BookedMatch, Court, Placement, ScheduleMatch, ScheduleOutcome, ScheduleProblem, ScheduleSide, Span, UnplacedReason } from './schedule.types';
export { mergeWindows, scheduleMatches, slotStepMinutes } from './schedule.rules';
export { detectConflicts, type CheckedMatch, type Conflict, type ConflictCode } from './conflicts.rules';
export { addDays, isTimeZone, localDate, localDaySpan, localParts, localTime, zoneOffsetMinutes, zonedToUtc, type LocalParts } from './time-zone.rules';
export { courtQueues, type CourtQueue, type QueuedMatch } from './order-of-play.rules';
