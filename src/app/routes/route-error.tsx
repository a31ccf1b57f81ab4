import { Link, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { logger } from '@/shared/lib/logger';
import { href, localeOfPath } from '@/shared/routes';
import { Button } from '@/shared/ui/button';

/** Shown when a page fails to load or to render (for instance its code changed after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const locale = localeOfPath(window.location.pathname);
  logger.error('route failed', error);
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center" data-route-id="error">
      <h1 className="text-3xl font-bold">{t('errorBoundary.title')}</h1>
      <p className="text-muted-foreground">{t('errorBoundary.description')}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{t('errorBoundary.retry')}</Button>
        <Button variant="outline" asChild>
          <Link to={href('home', {}, locale)} reloadDocument>
            {t('notFound.backHome')}
          </Link>
        </Button>
      </div>
    </main>
  );
}
