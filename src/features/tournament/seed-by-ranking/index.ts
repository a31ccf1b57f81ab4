export { SeedByRankingDialog } from './ui/seed-by-ranking-dialog';
