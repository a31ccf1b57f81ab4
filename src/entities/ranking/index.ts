export { rankingQueries } from './api/ranking.queries';
export type { RankingFilters, TableFilters, BalanceFilters, ModalityTable, FeedScope } from './api/ranking.queries';
export type { BalanceLine, PersonStanding, RankingValid, PersonHistory, LevelGroupView } from './lib/ranking.types';
export { reasonText } from './lib/reason-text';
export { formatShortDate } from './lib/format';
export { MovementMark } from './ui/movement-mark';
export { BalanceTable } from './ui/balance-table';
export { PointsOverTime } from './ui/points-over-time';
export { FedRankings } from './ui/fed-rankings';
