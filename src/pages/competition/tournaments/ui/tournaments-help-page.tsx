import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/widgets/page-header';
import { href, useLocale } from '@/shared/routes';

export function TournamentsHelpPage() {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const sections = t('help.sections', { returnObjects: true }) as { title: string; text: string }[];
  return (
    <section data-route-id="tournaments-help" className="max-w-3xl pb-16">
      <PageHeader title={t('help.title')} description={t('help.lead')} />
      <div className="flex flex-col gap-8">
        {sections.map((section) => (
          <section key={section.title}>
            <h2 className="text-2xl font-bold">{section.title}</h2>
            <p className="mt-2 leading-relaxed">{section.text}</p>
          </section>
        ))}
      </div>
      <Link to={href('guides', {}, locale)} className="mt-8 inline-block font-medium underline underline-offset-4">
        {t('help.guides')}
      </Link>
    </section>
  );
}
