export { TournamentsPage } from './ui/tournaments-page';
export { TournamentsHelpPage } from './ui/tournaments-help-page';
export { TournamentsCalendarPage } from './ui/tournaments-calendar-page';
export { TournamentCreatePage } from './ui/tournament-create-page';
