import { useTranslation } from 'react-i18next';
import { LayersIcon } from 'lucide-react';
import { PageHeader } from '@/widgets/page-header';
import { EmptyState } from '@/shared/ui/empty-state';
import { RankingsNav } from './rankings-nav';

export function RankingsLevelsPage() {
  const { t } = useTranslation('rankings');
  return (
    <section data-route-id="rankings-levels" className="pb-16">
      <PageHeader title={t('levels.title')} description={t('levels.lead')} />
      <RankingsNav />
      <EmptyState icon={<LayersIcon />} title={t('levels.empty')} description={t('levels.emptyHint')} />
    </section>
  );
}
