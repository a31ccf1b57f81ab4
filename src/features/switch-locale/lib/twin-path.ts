import { matchPath } from 'react-router-dom';
import type { Locale } from '@domain/catalog';
import { ROUTES, TAB_SLUGS, href, localeOfPath, type RouteParams } from '@/shared/routes';

const ALL_SLUGS = [...TAB_SLUGS.tournament, ...TAB_SLUGS.profile];

function translateTab(slug: string, to: Locale): string {
  const entry = ALL_SLUGS.find((item) => item.es === slug || item.en === slug);
  return entry ? entry[to] : slug;
}

/**
 * The same screen in the other language: the path is matched against the route table, its params kept
 * (tab slugs translated) and the query string carried over. Unknown paths go to the other home page.
 */
export function twinPath(pathname: string, search: string, to: Locale): string {
  const from = localeOfPath(pathname);
  const candidates = ROUTES.map((route) => ({ route, match: matchPath({ path: route[from], end: true }, pathname) })).filter(
    (item) => item.match !== null,
  );
  // The most specific pattern wins, as in the router: fewer dynamic segments first.
  candidates.sort((a, b) => (a.route[from].match(/:/g)?.length ?? 0) - (b.route[from].match(/:/g)?.length ?? 0));
  const best = candidates[0];
  if (!best?.match) return href('home', {}, to);
  const params: RouteParams = {};
  for (const [key, value] of Object.entries(best.match.params)) {
    if (value === undefined) continue;
    params[key] = key === 'selectedTab' ? translateTab(value, to) : value;
  }
  return `${href(best.route.id, params, to)}${search}`;
}
