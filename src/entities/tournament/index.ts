export { tournamentQueries, multiTournamentQueries, changeStatus, fetchCandidates } from './api/tournament.queries';
export type { ValidFilters, EntryFilters, LinkedFilter } from './api/tournament.queries';
export { formatDate, formatDateRange } from './lib/format';
export { StatusBadge } from './ui/status-badge';
export { TournamentCard } from './ui/tournament-card';
export { LinkedTournaments } from './ui/linked-tournaments';
