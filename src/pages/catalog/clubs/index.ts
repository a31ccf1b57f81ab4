export { ClubsPage } from './ui/clubs-page';
export { ClubPage } from './ui/club-page';
