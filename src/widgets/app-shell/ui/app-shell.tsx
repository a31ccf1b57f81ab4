import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteMatch } from '@domain/routes';
import { cn } from '@/shared/lib/cn';
import { isFullWidth, localeOfPath } from '@/shared/routes';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { Spinner } from '@/shared/ui/spinner';
import { Banner, type BannerView } from './banner';
import { Breadcrumbs } from './breadcrumbs';
import { Footer } from './footer';
import { TopBar } from './top-bar';

export interface AppShellProps {
  /** The screen on show; null on the not-found screen. */
  route: RouteMatch | null;
  pathname: string;
  /** On while the next route loads. */
  loading: boolean;
  banner: BannerView | null;
  children: ReactNode;
}

/** The frame around every page: top bar, banner, breadcrumbs, the page at its width, footer. */
export function AppShell({ route, pathname, loading, banner, children }: AppShellProps) {
  const { t } = useTranslation('common');
  const locale = route?.locale ?? localeOfPath(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2">
        {t('skipToContent')}
      </a>
      <ProgressBar active={loading} aria-label={t('routeLoading')} data-testid="route-progress" />
      <header className="sticky top-0 z-40 bg-primary text-primary-foreground shadow-sm">
        <TopBar locale={locale} />
      </header>
      <Banner banner={banner} />
      <Breadcrumbs route={route} />
      <main id="main" tabIndex={-1} className={cn('w-full flex-1 px-4 outline-none', !isFullWidth(route?.id ?? null) && 'mx-auto max-w-7xl')} data-width={isFullWidth(route?.id ?? null) ? 'full' : 'limited'}>
        <Suspense
          fallback={
            <div className="flex justify-center py-24">
              <Spinner label={t('loading')} />
            </div>
          }
        >
          {children}
        </Suspense>
      </main>
      <Footer locale={locale} />
    </div>
  );
}
