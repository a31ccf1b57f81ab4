export { affiliateQueries } from './api/affiliate.queries';
export type { AffiliateFilters } from './api/affiliate.queries';
export { affiliateKind } from './config/kind';
