export { clubQueries } from './api/club.queries';
export type { ClubFilters } from './api/club.queries';
export { ClubLogo } from './ui/club-logo';
