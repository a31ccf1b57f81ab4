import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { href, useLocale } from '@/shared/routes';

/**
 * Any address that names no screen: said plainly, with the way home (the server answers it with 404). It is part of
 * every first download, so its link is styled here rather than with the UI kit's Button.
 */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <section data-route-id="not-found" data-testid="not-found" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-24 text-center">
      <p className="font-display text-6xl font-bold text-muted-foreground" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.description')}</p>
      <Link
        to={href('home', {}, locale)}
        className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
