export { SearchFilter, SelectFilter } from './list-filters';
