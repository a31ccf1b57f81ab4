import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { isEmbedScreen } from '@domain/routes/embed';
import { matchRoute, matchTabPrefix } from '@domain/routes/match-route';
import { AppShell } from '@/widgets/app-shell';
import { NotFoundPage } from '@/pages/site/not-found';
import { isPrintScreen, localeOfPath } from '@/shared/routes';
import { Suspense } from '@/shared/lib/hydration';
import { $banner } from '../model/banner.model';
import { CommunitySync } from '../model/community-sync';
import { HeadSync } from '../model/head-sync';
import { LocaleSync } from '../model/locale-sync';
import { $routeChanging } from '../model/navigation.model';
import { NavigationTracker } from '../model/navigation-tracker';
import { PAGE_REGISTRY } from './page-registry';

/**
 * The screen the address names. The router's patterns accept any parameter text, the route table does not
 * (ids are whole numbers), so an address the table rejects shows the not-found screen here, as the server says 404.
 */
function useScreen(pathname: string) {
  const match = matchRoute(pathname);
  if (match && PAGE_REGISTRY[match.id]) return { route: match, known: true };
  return { route: null, known: !match && matchTabPrefix(pathname) !== null };
}

export function Layout() {
  const location = useLocation();
  const { route, known } = useScreen(location.pathname);
  const [loading, banner] = useUnit([$routeChanging, $banner]);
  // An embed is shown inside another website: no app frame, menus or community switch around it.
  if (route && isEmbedScreen(route.id)) {
    return (
      <LocaleSync>
        <HeadSync route={route} notFoundLocale={route.locale} />
        <Outlet />
      </LocaleSync>
    );
  }
  if (route && isPrintScreen(route.id)) {
    // A printable sheet: the page alone, without the app's frame, as it prints.
    return (
      <LocaleSync>
        <CommunitySync />
        <NavigationTracker route={route} locationKey={location.key} />
        <HeadSync route={route} notFoundLocale={localeOfPath(location.pathname)} />
        <main id="main" tabIndex={-1} className="outline-none">
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </main>
      </LocaleSync>
    );
  }
  return (
    <LocaleSync>
      <CommunitySync />
      <NavigationTracker route={route} locationKey={location.key} />
      <HeadSync route={route} notFoundLocale={localeOfPath(location.pathname)} />
      <ScrollRestoration />
      <AppShell route={route} pathname={location.pathname} loading={loading} banner={banner}>
        {route || known ? <Outlet /> : <NotFoundPage />}
      </AppShell>
    </LocaleSync>
  );
}
