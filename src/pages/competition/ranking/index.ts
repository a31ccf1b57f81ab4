export { RankingPage } from './ui/ranking-page';
