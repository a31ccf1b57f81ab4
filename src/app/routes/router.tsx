import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { LOCALES } from '@domain/catalog';
import { AppShell } from '@/widgets/app-shell';
import { NotFoundPage } from '@/pages/not-found';
import { ROUTES, type RouteId } from '@/shared/routes';
import { LocaleSync } from '../model/locale-sync';
import { PAGE_REGISTRY } from './page-registry';

function Layout() {
  return (
    <LocaleSync>
      <AppShell>
        <Outlet />
      </AppShell>
    </LocaleSync>
  );
}

/** React Router routes generated from the route table, for both languages. */
export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = [];
  for (const locale of LOCALES) {
    for (const route of ROUTES) {
      const load = PAGE_REGISTRY[route.id as RouteId];
      if (!load) continue;
      children.push({ id: `${locale}:${route.id}`, path: route[locale], lazy: load });
    }
  }
  children.push({ path: '*', Component: NotFoundPage });
  return [{ Component: Layout, children }];
}

export function createRouter() {
  return createBrowserRouter(buildRoutes());
}
