export { filterBySearch, normalizeForSearch } from './search-text';
