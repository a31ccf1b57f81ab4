import { useTranslation } from 'react-i18next';
import { useCommunityId } from '@/entities/reference';
import { PageHeader } from '@/widgets/page-header';
import { Spinner } from '@/shared/ui/spinner';
import { CalendarPanel } from './lazy-calendar';
import { Suspense } from '@/shared/lib/hydration';

/** Every tournament of the community over its dates, with the matches already scheduled. */
export function TournamentsCalendarPage() {
  const { t } = useTranslation('tournaments');
  const { t: common } = useTranslation('common');
  const communityId = useCommunityId();
  return (
    <section data-route-id="tournaments-calendar" className="pb-16">
      <PageHeader title={t('calendar.title')} description={t('calendar.lead')} />
      <Suspense fallback={<Spinner label={common('loading')} />}>
        <CalendarPanel scope={{ communityId }} showTournaments feed={null} />
      </Suspense>
    </section>
  );
}
