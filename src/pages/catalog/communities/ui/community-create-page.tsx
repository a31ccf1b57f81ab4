import { useTranslation } from 'react-i18next';
import { RequireAuth } from '@/entities/session';
import { CommunityWizard } from '@/features/create-community';
import { PageHeader } from '@/widgets/page-header';

/** The guided creation of a community, for signed-in organisers. */
export function CommunityCreatePage() {
  const { t } = useTranslation('communities');
  return (
    <section data-route-id="community-create" className="pb-16">
      <PageHeader title={t('createTitle')} description={t('createLead')} />
      <RequireAuth>
        <CommunityWizard />
      </RequireAuth>
    </section>
  );
}
