export { doubleQueries } from './api/double.queries';
export type { DoubleFilters } from './api/double.queries';
export { doubleKind } from './config/kind';
