export { CreateTournamentWizard } from './ui/create-tournament-wizard';
