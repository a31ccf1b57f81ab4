import { Link, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { logger } from '@/shared/lib/logger';
import { href, localeOfPath } from '@/shared/routes';
import { rateLimitedFor } from '@/shared/api';
import { RateLimitedView } from './rate-limited-view';

// Part of every first download: plain classes instead of the UI kit's Button.
const action = 'inline-flex h-10 items-center rounded-md px-4 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

/** Shown when a page fails to load or to render (for instance its code changed after a deploy). */
export function RouteError({ embedded = false }: { embedded?: boolean }) {
  const Frame = embedded ? 'section' : 'main';
  const error = useRouteError();
  const { t } = useTranslation('common');
  const locale = localeOfPath(window.location.pathname);
  const wait = rateLimitedFor(error);
  if (wait !== null) return <RateLimitedView seconds={wait} embedded={embedded} />;
  logger.error('route failed', error);
  return (
    <Frame className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center" data-route-id="error">
      <h1 className="text-3xl font-bold">{t('errorBoundary.title')}</h1>
      <p className="text-muted-foreground">{t('errorBoundary.description')}</p>
      <div className="flex gap-2">
        <button type="button" className={`${action} bg-primary text-primary-foreground hover:bg-primary/90`} onClick={() => window.location.reload()}>
          {t('errorBoundary.retry')}
        </button>
        <Link to={href('home', {}, locale)} reloadDocument className={`${action} border border-input bg-background hover:bg-accent`}>
          {t('notFound.backHome')}
        </Link>
      </div>
    </Frame>
  );
}
