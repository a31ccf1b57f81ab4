import { lazyPage } from './lazy-page';
import type { PageRegistry } from './types';

const embed = () => import('@/pages/competition/embed');

/** The screens other websites frame: a bracket, group tables, a ranking table, a tournament's results. */
export const embedPages: PageRegistry = {
  'embed-bracket': lazyPage(embed, (m) => m.EmbedBracketPage, ['embed', 'bracket']),
  'embed-groups': lazyPage(embed, (m) => m.EmbedGroupsPage, ['embed', 'group-table']),
  'embed-ranking': lazyPage(embed, (m) => m.EmbedRankingPage, ['embed', 'ranking']),
  'embed-results': lazyPage(embed, (m) => m.EmbedResultsPage, ['embed', 'match']),
};
