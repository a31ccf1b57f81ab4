export { refereeQueries } from './api/referee.queries';
export type { RefereeFilters } from './api/referee.queries';
export { refereeKind } from './config/kind';
