export { FilterPanel, SearchFilter, SelectFilter, SortFilter, DateFilter } from './list-filters';
