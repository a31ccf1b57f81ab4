export { EmbedBracketPage } from './ui/embed-bracket-page';
export { EmbedGroupsPage } from './ui/embed-groups-page';
export { EmbedRankingPage } from './ui/embed-ranking-page';
export { EmbedResultsPage } from './ui/embed-results-page';
