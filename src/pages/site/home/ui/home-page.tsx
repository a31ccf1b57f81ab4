import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <section data-route-id="home" className="py-16">
      <h1 className="max-w-3xl text-4xl font-bold md:text-5xl">{t('title')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{t('lead')}</p>
    </section>
  );
}
