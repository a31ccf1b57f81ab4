export { categoryQueries, categoryPath } from './api/category.queries';
export type { CategoryKind, CategoryOf } from './api/category.queries';
export { describeAgeBounds } from './lib/age-bounds';
