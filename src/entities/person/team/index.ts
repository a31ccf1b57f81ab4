export { teamQueries } from './api/team.queries';
export type { TeamFilters } from './api/team.queries';
export { teamKind } from './config/kind';
