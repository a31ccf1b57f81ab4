export { orderOfPlayQueries } from './api/order-of-play.queries';
export { stageLabel } from './lib/stage-label';
export { CourtCard, type CourtCardProps } from './ui/court-card';
