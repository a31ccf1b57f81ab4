export { FilterPanel, SearchFilter, SelectFilter } from './list-filters';
