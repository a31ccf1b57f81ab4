export { initialsOf } from './initials';
export { slugify } from './slugify';
export { filterBySearch, normalizeForSearch } from './search-text';
