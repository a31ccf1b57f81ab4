import type { Locale } from '@domain/catalog';
import { matchRoute, matchTabPrefix, twinOfMatch } from '@domain/routes/match-route';
import { href } from '@/shared/routes';

/**
 * The same screen in the other language: the path is matched against the route table, its params kept
 * (tab slugs translated) and the query string carried over. Unknown paths go to the other home page.
 */
export function twinPath(pathname: string, search: string, to: Locale): string {
  const match = matchRoute(pathname) ?? matchTabPrefix(pathname);
  if (!match) return href('home', {}, to);
  return `${twinOfMatch(match, to)}${search}`;
}
