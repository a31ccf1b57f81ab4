export { MultiTournamentForm } from './ui/multi-tournament-form';
