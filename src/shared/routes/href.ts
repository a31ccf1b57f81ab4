import type { Locale } from '@domain/catalog';
import { ROUTES, type RouteId } from './route-table';

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
  const path = routePattern(id, locale).replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Route ${id} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The language a path belongs to: English under /en, Spanish otherwise. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'es';
}
