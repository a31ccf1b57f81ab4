export { MultiTournamentPage } from './ui/multi-tournament-page';
export { MultiTournamentCreatePage } from './ui/multi-tournament-create-page';
