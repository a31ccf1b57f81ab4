import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { LOCALES } from '@domain/catalog';
import { ROUTES } from '@domain/routes/route-table';
import { TAB_ROUTES } from '@domain/routes/tab-slugs';
import { NotFoundPage } from '@/pages/site/not-found';
import { Layout } from './layout';
import { PAGE_REGISTRY } from './page-registry';
import { PageError } from './page-error';
import { RouteError } from './route-error';
import { TabRedirect } from './tab-redirect';

/**
 * React Router routes generated from the route table, for both languages: one lazily loaded page per screen,
 * plus the tab-less addresses of tournaments, phases and the profile, which open the first tab.
 */
export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = [];
  for (const locale of LOCALES) {
    for (const route of ROUTES) {
      const load = PAGE_REGISTRY[route.id];
      if (!load) continue;
      children.push({ id: `${locale}:${route.id}`, path: route[locale], lazy: load, ErrorBoundary: PageError });
      if (TAB_ROUTES[route.id]) {
        children.push({ id: `${locale}:${route.id}:first-tab`, path: route[locale].replace(/\/:selectedTab$/, ''), Component: TabRedirect });
      }
    }
  }
  children.push({ path: '*', Component: NotFoundPage });
  // Nothing to show while the first page's code loads: the server's HTML already carries the page's head.
  return [{ Component: Layout, ErrorBoundary: RouteError, HydrateFallback: () => null, children }];
}

export function createRouter() {
  return createBrowserRouter(buildRoutes());
}

/**
 * The router for a page the server rendered: the current screen's code is loaded first, so the first render in
 * the browser is that screen, as in the server's HTML, never the empty fallback.
 */
export async function createHydratingRouter() {
  const routes = buildRoutes();
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}
