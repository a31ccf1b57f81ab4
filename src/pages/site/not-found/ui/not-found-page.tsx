import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';

/** Any address that names no screen: said plainly, with the way home (the server answers it with 404). */
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
      <Button asChild>
        <Link to={href('home', {}, locale)}>{t('notFound.backHome')}</Link>
      </Button>
    </section>
  );
}
