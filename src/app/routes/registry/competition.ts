import { lazyPage } from './lazy-page';
import type { PageLoader, PageRegistry } from './types';

const tournaments = () => import('@/pages/competition/tournaments');
const rankings = () => import('@/pages/competition/rankings');
const tournamentPage = lazyPage(() => import('@/pages/competition/tournament'), (m) => m.TournamentPage, ['tournament', 'follow', 'embed', 'download-table', 'scorekeeper-links', 'print']);
const phasePage = lazyPage(() => import('@/pages/competition/phase'), (m) => m.PhasePage, ['phase', 'embed', 'download-table', 'print']);
const multiPage = lazyPage(() => import('@/pages/competition/multi-tournament'), (m) => m.MultiTournamentPage, ['multi-tournament']);
const createPage = lazyPage(() => tournaments().then((m) => m.loadTournamentCreatePage()), (m) => m.TournamentCreatePage, ['tournaments', 'errors']);
const rankingPage = lazyPage(() => import('@/pages/competition/ranking'), (m) => m.RankingPage, ['ranking', 'follow', 'embed', 'download-table']);

/** Every route of a route family shows the same page, which reads the route it was opened on. */
function family(ids: (keyof PageRegistry)[], page: PageLoader): PageRegistry {
  return Object.fromEntries(ids.map((id) => [id, page]));
}

/** Tournaments, multi-tournaments, phases, matches and rankings. */
export const competitionPages: PageRegistry = {
  tournaments: lazyPage(tournaments, (m) => m.TournamentsPage, ['tournaments']),
  'tournaments-help': lazyPage(tournaments, (m) => m.TournamentsHelpPage, ['tournaments']),
  'tournaments-calendar': lazyPage(tournaments, (m) => m.TournamentsCalendarPage, ['tournaments']),
  ...family(['tournament-create', 'alt-standalone-valid-create', 'multi-tournament-tournament-create', 'alt-valid-create'], createPage),
  ...family(
    [
      'tournament-detail', 'tournament-calendar', 'tournament-inscriptions',
      'multi-nested-tournament-detail', 'multi-nested-tournament-calendar', 'multi-nested-tournament-inscriptions',
      'alt-valid-detail', 'alt-valid-calendar', 'alt-valid-inscriptions',
      'alt-standalone-valid-detail', 'alt-standalone-valid-calendar', 'alt-standalone-valid-inscriptions',
    ],
    tournamentPage,
  ),
  ...family(
    [
      'phase-tab', 'phase-calendar', 'phase-draws', 'phase-groups', 'phase-brackets',
      'multi-nested-phase-tab', 'multi-nested-phase-calendar', 'multi-nested-phase-draws', 'multi-nested-phase-groups', 'multi-nested-phase-brackets',
      'alt-phase-tab', 'alt-phase-calendar', 'alt-phase-draws', 'alt-phase-groups', 'alt-phase-brackets',
      'alt-standalone-phase-tab', 'alt-standalone-phase-calendar', 'alt-standalone-phase-draws', 'alt-standalone-phase-groups', 'alt-standalone-phase-brackets',
    ],
    phasePage,
  ),
  'multi-tournament-create': lazyPage(() => import('@/pages/competition/multi-tournament'), (m) => m.MultiTournamentCreatePage, ['multi-tournament', 'errors']),
  ...family(['multi-tournament', 'multi-tournament-calendar', 'multi-tournament-tournaments', 'alt-valids'], multiPage),
  rankings: lazyPage(rankings, (m) => m.RankingsPage, ['rankings']),
  'rankings-help': lazyPage(rankings, (m) => m.RankingsHelpPage, ['rankings', 'ranking']),
  'rankings-levels': lazyPage(rankings, (m) => m.RankingsLevelsPage, ['rankings']),
  'rankings-rating-system': lazyPage(rankings, (m) => m.RatingSystemPage, ['rankings', 'ranking']),
  ...family(['ranking', 'ranking-tournaments', 'ranking-modality', 'ranking-modality-tournaments', 'ranking-modality-tournament', 'ranking-balance'], rankingPage),
  match: lazyPage(() => import('@/pages/competition/match'), (m) => m.MatchPage, ['match']),
  'venue-board': lazyPage(() => import('@/pages/competition/venue-board'), (m) => m.VenueBoardPage, ['order-of-play']),
  'place-board': lazyPage(() => import('@/pages/competition/venue-board'), (m) => m.PlaceBoardPage, ['order-of-play']),
  scorekeeper: lazyPage(() => import('@/pages/competition/scorekeeper'), (m) => m.ScorekeeperPage, ['scorekeeper', 'enter-result']),
  ...family(['tournament-print', 'phase-print'], lazyPage(() => import('@/pages/competition/print'), (m) => m.PrintPage, ['print', 'group-table'])),
};
