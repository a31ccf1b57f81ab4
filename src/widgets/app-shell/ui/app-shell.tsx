import { Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LocaleSwitch } from '@/features/switch-locale';
import { href, localeOfPath } from '@/shared/routes';

/** The frame around every page: top bar, main content and footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const locale = localeOfPath(useLocation().pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2">
        {t('skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b bg-primary text-primary-foreground">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
          <Link to={href('home', {}, locale)} className="font-display text-xl font-bold">
            {t('appName')}
          </Link>
          <LocaleSwitch />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4">
        <Suspense fallback={<p className="py-16 text-muted-foreground">{t('loading')}</p>}>{children}</Suspense>
      </main>
      <footer className="border-t py-6 text-center text-sm text-muted-foreground">{t('appName')}</footer>
    </div>
  );
}
