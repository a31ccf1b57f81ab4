export { favoriteQueries } from './api/favorite.queries';
export { favoriteHref } from './lib/favorite-href';
export type { Favorite, FavoriteFeed, FavoriteKind, FeedMatch, FollowMailSettings } from '@domain/contract';
