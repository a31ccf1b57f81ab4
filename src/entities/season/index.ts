export { seasonQueries } from './api/season.queries';
