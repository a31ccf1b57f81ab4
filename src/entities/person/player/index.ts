export { playerQueries } from './api/player.queries';
export type { PlayerFilters } from './api/player.queries';
export { playerKind } from './config/kind';
