import type { Favorite } from '@domain/contract';
import type { Locale } from '@domain/catalog';
import { href, tabSlug } from '@/shared/routes';

/** The page of a followed thing. */
export function favoriteHref(favorite: Pick<Favorite, 'kind' | 'targetId'>, locale: Locale): string {
  switch (favorite.kind) {
    case 'tournament':
      return href('tournament-detail', { validId: favorite.targetId, selectedTab: tabSlug('tournament', 'info', locale) }, locale);
    case 'player':
      return href('players-detail', { personId: favorite.targetId }, locale);
    case 'team':
      return href('teams-detail', { personId: favorite.targetId }, locale);
    case 'club':
      return href('club', { clubId: favorite.targetId }, locale);
    case 'ranking':
      return href('ranking', { rankingId: favorite.targetId }, locale);
  }
}
