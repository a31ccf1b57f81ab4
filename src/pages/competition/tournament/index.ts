export { TournamentPage } from './ui/tournament-page';
