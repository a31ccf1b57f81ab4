import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteId, RouteMatch } from '@domain/routes';
import { isBare, isFullWidth, localeOfPath, screenOf, tabSlug } from '@/shared/routes';
import { breadcrumbTrail } from '../lib/breadcrumb-trail';
import { Banner, type BannerView } from './banner';
import { Footer } from './footer';
import { TopBar } from './top-bar';
import { Suspense } from '@/shared/lib/hydration';

// Parts that no first page needs load on their first use, keeping them out of every page's first download.
const ProgressBar = lazy(() => import('@/shared/ui/progress-bar').then((module) => ({ default: module.ProgressBar })));
const Breadcrumbs = lazy(() => import('./breadcrumbs').then((module) => ({ default: module.Breadcrumbs })));
const Toaster = lazy(() => import('@/shared/ui/toaster').then((module) => ({ default: module.Toaster })));
const ShareButtons = lazy(() => import('@/features/share/share-page').then((module) => ({ default: module.ShareButtons })));

/** Public screens about one record, which carry the share and QR buttons. */
const SHAREABLE = new Set<RouteId>([
  'tournament-detail',
  'tournament-calendar',
  'tournament-inscriptions',
  'phase-tab',
  'phase-calendar',
  'phase-draws',
  'phase-groups',
  'phase-brackets',
  'multi-tournament',
  'match',
  'ranking',
  'ranking-modality',
  'players-detail',
  'teams-detail',
  'doubles-detail',
  'club',
]);

export interface AppShellProps {
  /** The screen on show; null on the not-found screen. */
  route: RouteMatch | null;
  pathname: string;
  /** On while the next route loads. */
  loading: boolean;
  banner: BannerView | null;
  children: ReactNode;
}

function PageLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex justify-center py-24">
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-2 border-muted border-t-foreground motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** The frame around every page: top bar, banner, breadcrumbs, the page at its width, footer, notifications. */
export function AppShell({ route, pathname, loading, banner, children }: AppShellProps) {
  const { t } = useTranslation('common');
  const locale = route?.locale ?? localeOfPath(pathname);
  const trail = route ? breadcrumbTrail(route.id, route.params, tabSlug('tournament', 'info', route.locale)) : [];
  const fullWidth = isFullWidth(route?.id ?? null);
  if (isBare(route?.id ?? null)) {
    // A board on a TV at the venue: the screen alone, nothing to navigate.
    return (
      <main id="main" tabIndex={-1} className="min-h-dvh w-full outline-none" data-width="bare">
        <Suspense fallback={<PageLoading label={t('loading')} />}>{children}</Suspense>
      </main>
    );
  }
  const shareable = route !== null && SHAREABLE.has(screenOf(route.id));
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only print:hidden focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2">
        {t('skipToContent')}
      </a>
      {loading ? (
        <Suspense fallback={null}>
          <ProgressBar active aria-label={t('routeLoading')} data-testid="route-progress" />
        </Suspense>
      ) : null}
      <header className="sticky top-0 z-40 bg-primary text-primary-foreground shadow-sm print:hidden">
        <TopBar locale={locale} />
      </header>
      <Banner banner={banner} />
      {route && (trail.length > 1 || shareable) ? (
        <div className="mx-auto flex w-full max-w-7xl items-start gap-2 px-4 pt-4 print:hidden">
          <div className="min-w-0 flex-1">
            {trail.length > 1 ? (
              <Suspense fallback={<div className="h-9" />}>
                <Breadcrumbs trail={trail} locale={route.locale} pathname={pathname} />
              </Suspense>
            ) : null}
          </div>
          {shareable ? (
            <Suspense fallback={<div className="h-9 w-24" />}>
              <ShareButtons />
            </Suspense>
          ) : null}
        </div>
      ) : null}
      {/* At least a screen tall: the footer starts below the first screen, so content arriving later pushes nothing visible. */}
      <main id="main" tabIndex={-1} className={fullWidth ? 'min-h-dvh w-full flex-1 px-4 outline-none' : 'mx-auto min-h-dvh w-full max-w-7xl flex-1 px-4 outline-none'} data-width={fullWidth ? 'full' : 'limited'}>
        <Suspense fallback={<PageLoading label={t('loading')} />}>{children}</Suspense>
      </main>
      <Footer locale={locale} />
      <Suspense fallback={null}>
        <Toaster label={t('notifications')} closeLabel={t('close')} />
      </Suspense>
    </div>
  );
}
