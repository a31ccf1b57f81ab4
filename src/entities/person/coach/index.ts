export { coachQueries } from './api/coach.queries';
export type { CoachFilters } from './api/coach.queries';
export { coachKind } from './config/kind';
