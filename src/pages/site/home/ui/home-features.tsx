import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListOrderedIcon, PaletteIcon, TrophyIcon, CalendarDaysIcon } from 'lucide-react';
import type { Locale } from '@domain/catalog';
import { href } from '@/shared/routes';
import { ctaClass } from './cta';

const FEATURES = [
  { key: 'tournaments', Icon: TrophyIcon },
  { key: 'leagues', Icon: CalendarDaysIcon },
  { key: 'rankings', Icon: ListOrderedIcon },
  { key: 'communities', Icon: PaletteIcon },
] as const;
const STEPS = ['one', 'two', 'three'] as const;

export function HomeFeatures({ locale }: { locale: Locale }) {
  const { t } = useTranslation('home');
  return (
    <>
      <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="home-features">
        <h2 id="home-features" className="text-3xl font-bold">{t('featuresTitle')}</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ key, Icon }) => (
            <li key={key} className="flex flex-col gap-3 rounded-xl border p-6">
              <Icon aria-hidden="true" className="size-8" />
              <h3 className="text-xl font-bold">{t(`features.${key}.title`)}</h3>
              <p className="text-muted-foreground">{t(`features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="mx-auto max-w-7xl px-4 pb-16" aria-labelledby="home-steps">
        <h2 id="home-steps" className="text-3xl font-bold">{t('stepsTitle')}</h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary font-display text-lg font-bold text-secondary-foreground">
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-bold">{t(`steps.${step}.title`)}</h3>
                <p className="text-muted-foreground">{t(`steps.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section className="bg-primary px-4 py-16 text-primary-foreground" aria-labelledby="home-closing">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-4">
          <h2 id="home-closing" className="text-3xl font-bold">{t('closingTitle')}</h2>
          <p className="max-w-2xl text-lg">{t('closingText')}</p>
          <div className="flex flex-wrap gap-3">
            <Link to={href('pricing', {}, locale)} className={ctaClass.secondary}>
              {t('closingPricing')}
            </Link>
            <Link to={href('contact', {}, locale)} className={ctaClass.onBrand}>
              {t('closingContact')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
