export { placeQueries } from './api/place.queries';
export { mapLink } from './lib/map-link';
