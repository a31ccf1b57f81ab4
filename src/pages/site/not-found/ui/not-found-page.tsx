import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { href, localeOfPath } from '@/shared/routes';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const locale = localeOfPath(useLocation().pathname);
  return (
    <section data-route-id="not-found" data-testid="not-found" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-24 text-center">
      <p className="font-display text-6xl font-bold text-secondary-foreground" aria-hidden>
        404
      </p>
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.description')}</p>
      <Link to={href('home', {}, locale)} className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground">
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
