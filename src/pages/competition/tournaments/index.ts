export { TournamentsPage } from './ui/tournaments-page';
export { TournamentsHelpPage } from './ui/tournaments-help-page';
export { TournamentsCalendarPage } from './ui/tournaments-calendar-page';

/**
 * The new-tournament screen's code (the creation wizard, its forms and rules) in a chunk of its own: the list, the
 * most visited screen of the platform, does not carry it.
 */
export const loadTournamentCreatePage = () => import('./ui/tournament-create-page');
