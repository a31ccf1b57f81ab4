import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LOCALES, type Locale } from '@domain/catalog';
import { matchRoute, matchTabPrefix } from '@domain/routes/match-route';
import { ROUTES } from '@domain/routes/route-table';
import { TAB_ROUTES } from '@domain/routes/tab-slugs';
import { NotFoundPage } from '@/pages/site/not-found';
import { yieldToBrowser } from '@/shared/lib/schedule';
import { Layout } from './layout';
import { PAGE_REGISTRY } from './page-registry';
import { PageError } from './page-error';
import { RouteError } from './route-error';
import { TabRedirect } from './tab-redirect';

const ROOT_ID = 'root';

type ScreenRoute = (typeof ROUTES)[number];

/** A screen's route in one language, with its lazily loaded page; null for a screen without a page. */
function screenRoute(route: ScreenRoute, locale: Locale): RouteObject | null {
  const load = PAGE_REGISTRY[route.id];
  if (!load) return null;
  return { id: `${locale}:${route.id}`, path: route[locale], lazy: load, ErrorBoundary: PageError };
}

/** The tab-less address of a tournament, phase or profile screen, which opens its first tab. */
function tabRedirectRoute(route: ScreenRoute, locale: Locale): RouteObject {
  return { id: `${locale}:${route.id}:first-tab`, path: route[locale].replace(/\/:selectedTab$/, ''), Component: TabRedirect };
}

/** One language's screens: one lazily loaded page per screen, plus the tab-less addresses that open the first tab. */
function localeRoutes(locale: Locale): RouteObject[] {
  const children: RouteObject[] = [];
  for (const route of ROUTES) {
    const screen = screenRoute(route, locale);
    if (!screen) continue;
    children.push(screen);
    if (TAB_ROUTES[route.id]) children.push(tabRedirectRoute(route, locale));
  }
  return children;
}

/** The frame every screen renders in, with the given screens and the not-found page for every other address. */
function rootRoute(children: RouteObject[]): RouteObject {
  // Nothing to show while the first page's code loads: the server's HTML already carries the page's head.
  return { id: ROOT_ID, Component: Layout, ErrorBoundary: RouteError, HydrateFallback: () => null, children: [...children, { id: 'not-found', path: '*', Component: NotFoundPage }] };
}

/**
 * React Router routes generated from the route table, for the languages asked for (both by default): one lazily
 * loaded page per screen, plus the tab-less addresses of tournaments, phases and the profile, which open the first
 * tab. The server renders with these.
 */
export function buildRoutes(locales: readonly Locale[] = LOCALES): RouteObject[] {
  return [rootRoute(locales.flatMap(localeRoutes))];
}

/**
 * The route that shows a path, found with the route table's own matcher (the one the server renders with), which
 * compares segments instead of compiling a pattern per route; none for an address no screen has.
 */
function routesForPath(pathname: string): RouteObject[] {
  const match = matchRoute(pathname);
  const found = match ? ROUTES.find((route) => route.id === match.id) : undefined;
  if (match && found) {
    const screen = screenRoute(found, match.locale);
    return screen ? [screen] : [];
  }
  const prefix = matchTabPrefix(pathname);
  const tabbed = prefix ? ROUTES.find((route) => route.id === prefix.id) : undefined;
  return prefix && tabbed ? [tabRedirectRoute(tabbed, prefix.locale)] : [];
}

/**
 * The browser's router starts with the current address's route only: React Router matches an address by trying
 * every route it holds in rank order, compiling each pattern on first use, which over the whole table of a language
 * held the first screen's main thread for tens of milliseconds on a phone. Every other screen's route is added the
 * first time an address of it comes up (a link, the language switch, going back), before that address is matched.
 */
function browserRouter(initial: RouteObject[], hydrating = false) {
  const known = new Set(initial.map((route) => route.id));
  return createBrowserRouter([rootRoute(initial)], {
    // A rendered page's screen is already loaded and has no loaders: the router starts initialised, on that screen,
    // instead of first asking for routes it already has while the page hydrates and a tap may come in.
    ...(hydrating ? { hydrationData: { loaderData: {} } } : {}),
    patchRoutesOnNavigation: ({ path, patch }) => {
      const fresh = routesForPath(path).filter((route) => !known.has(route.id));
      if (fresh.length === 0) return;
      for (const route of fresh) known.add(route.id);
      patch(ROOT_ID, fresh);
    },
  });
}

export function createRouter() {
  return browserRouter(routesForPath(window.location.pathname));
}

/**
 * The router for a page the server rendered: the current screen's code is loaded first, so the first render in
 * the browser is that screen, as in the server's HTML, never the empty fallback.
 */
export async function createHydratingRouter() {
  const routes = routesForPath(window.location.pathname);
  await Promise.all(
    routes.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  // The screen's code has just run: the router starts in a task of its own.
  await yieldToBrowser();
  return browserRouter(routes, true);
}
