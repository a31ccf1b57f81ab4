import { PeoplePage } from './people-page';
import { PersonPage } from './person-page';

export const PlayersPage = () => <PeoplePage kind="players" />;
export const CoachesPage = () => <PeoplePage kind="coaches" />;
export const DoublesPage = () => <PeoplePage kind="doubles" />;
export const TeamsPage = () => <PeoplePage kind="teams" />;
export const RefereesPage = () => <PeoplePage kind="referees" />;
export const AffiliatesPage = () => <PeoplePage kind="affiliates" />;

export const PlayerPage = () => <PersonPage kind="players" />;
export const CoachPage = () => <PersonPage kind="coaches" />;
export const DoublePage = () => <PersonPage kind="doubles" />;
export const TeamPage = () => <PersonPage kind="teams" />;
export const RefereePage = () => <PersonPage kind="referees" />;
export const AffiliatePage = () => <PersonPage kind="affiliates" />;
