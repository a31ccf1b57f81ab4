import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SPORTS } from '@domain/catalog';
import { href, useLocale } from '@/shared/routes';
import { ctaClass } from './cta';
import { HomeFeatures } from './home-features';

/** The public front page: what the platform does, for which sports, and where to start. */
export function HomePage() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  return (
    <div data-route-id="home" className="-mx-4">
      <section className="bg-muted px-4 py-16 sm:py-24">
        <div className="mx-auto flex max-w-7xl flex-col gap-6">
          <h1 className="max-w-3xl text-4xl font-bold md:text-6xl">{t('title')}</h1>
          <p className="max-w-2xl text-lg text-muted-foreground">{t('lead')}</p>
          <div className="flex flex-wrap gap-3">
            <Link to={href('landing-tournament', {}, locale)} className={ctaClass.primary}>
              {t('ctaPrimary')}
            </Link>
            <Link to={href('tournaments', {}, locale)} className={ctaClass.outline}>
              {t('ctaSecondary')}
            </Link>
            <Link to={href('rankings', {}, locale)} className={ctaClass.ghost}>
              {t('ctaRankings')}
            </Link>
          </div>
          <ul className="flex flex-wrap gap-2" aria-label={t('sportsTitle')}>
            {SPORTS.map((sport) => (
              <li key={sport.id} className="rounded-full border bg-background px-3 py-1 text-sm font-medium">
                {sport.label[locale]}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <HomeFeatures locale={locale} />
    </div>
  );
}
