export { calendarQueries, type CalendarFilters } from './api/calendar.queries';
export { feedLinks, type FeedKind, type FeedLinks } from './lib/feed-links';
export { formatDay, formatTime, minutesOf, timeOf, weekStart, zonedMoment, zonedToUtc, type ZonedMoment } from './lib/zoned-time';
export { SubscribeButton } from './ui/subscribe-button';
export type {
  CalendarConflict,
  CalendarConflictCode,
  CalendarEntry,
  CalendarMetadata,
  CalendarMatch,
  CalendarPage,
  CalendarSide,
  MoveMatchRequest,
  MoveMatchResult,
  ScheduleRequest,
  ScheduleResult,
} from '@domain/contract';
