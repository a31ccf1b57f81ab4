export { RankingsPage } from './ui/rankings-page';
export { RankingsHelpPage } from './ui/rankings-help-page';
export { RankingsLevelsPage } from './ui/rankings-levels-page';
export { RatingSystemPage } from './ui/rating-system-page';
