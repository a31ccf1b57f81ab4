import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { LOCALES, type Locale } from '@domain/catalog';
import { localeOfPath } from '@domain/routes/locale';
import { ROUTES } from '@domain/routes/route-table';
import { TAB_ROUTES } from '@domain/routes/tab-slugs';
import { NotFoundPage } from '@/pages/site/not-found';
import { Layout } from './layout';
import { PAGE_REGISTRY } from './page-registry';
import { PageError } from './page-error';
import { RouteError } from './route-error';
import { TabRedirect } from './tab-redirect';

const ROOT_ID = 'root';

/** One language's screens: one lazily loaded page per screen, plus the tab-less addresses that open the first tab. */
function localeRoutes(locale: Locale): RouteObject[] {
  const children: RouteObject[] = [];
  for (const route of ROUTES) {
    const load = PAGE_REGISTRY[route.id];
    if (!load) continue;
    children.push({ id: `${locale}:${route.id}`, path: route[locale], lazy: load, ErrorBoundary: PageError });
    if (TAB_ROUTES[route.id]) {
      children.push({ id: `${locale}:${route.id}:first-tab`, path: route[locale].replace(/\/:selectedTab$/, ''), Component: TabRedirect });
    }
  }
  return children;
}

/**
 * React Router routes generated from the route table, for the languages asked for (both by default): one lazily
 * loaded page per screen, plus the tab-less addresses of tournaments, phases and the profile, which open the first
 * tab.
 */
export function buildRoutes(locales: readonly Locale[] = LOCALES): RouteObject[] {
  const children = locales.flatMap(localeRoutes);
  children.push({ path: '*', Component: NotFoundPage });
  // Nothing to show while the first page's code loads: the server's HTML already carries the page's head.
  return [{ id: ROOT_ID, Component: Layout, ErrorBoundary: RouteError, HydrateFallback: () => null, children }];
}

/**
 * The browser's routes start with the page's own language only: matching an address goes through every route the
 * router holds, so half the table is half the work on the first screen. The first time an address of the other
 * language comes up (the language switcher, a shared link), its routes are added before it is matched.
 */
function browserRouter(routes: RouteObject[], pageLocale: Locale) {
  const added = new Set<Locale>([pageLocale]);
  return createBrowserRouter(routes, {
    patchRoutesOnNavigation: ({ path, patch }) => {
      const locale = localeOfPath(path);
      if (added.has(locale)) return;
      added.add(locale);
      patch(ROOT_ID, localeRoutes(locale));
    },
  });
}

export function createRouter() {
  const locale = localeOfPath(window.location.pathname);
  return browserRouter(buildRoutes([locale]), locale);
}

/**
 * The router for a page the server rendered: the current screen's code is loaded first, so the first render in
 * the browser is that screen, as in the server's HTML, never the empty fallback.
 */
export async function createHydratingRouter() {
  const locale = localeOfPath(window.location.pathname);
  const routes = buildRoutes([locale]);
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  return browserRouter(routes, locale);
}
