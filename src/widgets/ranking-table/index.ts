export { StandingsTable } from './ui/standings-table';
export { personDetailRoute, personModalityRoute } from './lib/person-routes';
