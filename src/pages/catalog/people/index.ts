export { PlayersPage, CoachesPage, DoublesPage, TeamsPage, RefereesPage, AffiliatesPage } from './ui/pages';
export { PlayerPage, CoachPage, DoublePage, TeamPage, RefereePage, AffiliatePage } from './ui/pages';
