import type { Locale } from '@domain/catalog';
import { buildPath } from '@domain/routes/match-route';
import { localeOfPath } from '@domain/routes/locale';
import { ROUTES, type RouteId } from '@domain/routes/route-table';

export type RouteParams = Record<string, string | number>;
export type RouteQuery = Record<string, string | number | boolean | null | undefined>;

const byId = new Map<string, (typeof ROUTES)[number]>(ROUTES.map((route) => [route.id, route]));

/** The path pattern of a screen in one language, in React Router form (`/torneos/:validId/:selectedTab`). */
export function routePattern(id: RouteId, locale: Locale): string {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route[locale];
}

/** The only way to build a link: a screen id, its params, the language and an optional query. */
export function href(id: RouteId, params: RouteParams = {}, locale: Locale = 'es', query?: RouteQuery): string {
  const path = buildPath(id, locale, params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export { localeOfPath };
