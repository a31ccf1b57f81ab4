import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListOrderedIcon } from 'lucide-react';
import { FeatureGate } from '@/entities/access';
import { PageHeader } from '@/widgets/page-header';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { RankingsNav } from './rankings-nav';

export function RankingsPage() {
  const { t } = useTranslation('rankings');
  const locale = useLocale();
  return (
    <FeatureGate feature="rankings">
      <section data-route-id="rankings" className="pb-16">
        <PageHeader title={t('list.title')} description={t('list.lead')} />
        <RankingsNav />
        <EmptyState
          icon={<ListOrderedIcon />}
          title={t('list.empty')}
          description={t('list.emptyHint')}
          action={
            <Button asChild variant="outline">
              <Link to={href('landing-rankings', {}, locale)}>{t('list.howTo')}</Link>
            </Button>
          }
          data-testid="rankings-empty"
        />
      </section>
    </FeatureGate>
  );
}
