export { organizerQueries } from './api/organizer.queries';
