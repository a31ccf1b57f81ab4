import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/widgets/page-header';
import { RankingsNav } from './rankings-nav';
import { WorkedExample } from './worked-example';

export function RankingsHelpPage() {
  const { t } = useTranslation('rankings');
  const sections = t('help.sections', { returnObjects: true }) as { title: string; text: string }[];
  return (
    <section data-route-id="rankings-help" className="pb-16">
      <PageHeader title={t('help.title')} description={t('help.lead')} />
      <RankingsNav />
      <div className="flex max-w-3xl flex-col gap-8">
        {sections.map((section) => (
          <section key={section.title}>
            <h2 className="text-2xl font-bold">{section.title}</h2>
            <p className="mt-2 leading-relaxed">{section.text}</p>
          </section>
        ))}
        <WorkedExample />
      </div>
    </section>
  );
}
