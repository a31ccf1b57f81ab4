export { PlaceBoardPage, VenueBoardPage } from './ui/venue-board-page';
