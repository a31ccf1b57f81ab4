import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LogInIcon } from 'lucide-react';
import { $isAuthenticated, $sessionReady, savePostLoginTarget } from '@/entities/session';
import { CommunityWizard } from '@/features/create-community';
import { PageHeader } from '@/widgets/page-header';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

/** The guided creation of a community; visitors are invited to sign in first and come back here. */
export function CommunityCreatePage() {
  const { t } = useTranslation('communities');
  const locale = useLocale();
  const [ready, signedIn] = useUnit([$sessionReady, $isAuthenticated]);
  return (
    <section data-route-id="community-create" className="pb-16">
      <PageHeader title={t('createTitle')} description={t('createLead')} />
      {!ready ? null : signedIn ? (
        <CommunityWizard />
      ) : (
        <EmptyState
          icon={<LogInIcon />}
          title={t('signIn')}
          description={t('signInHint')}
          action={
            <Button asChild>
              <Link to={href('login', {}, locale)} onClick={() => savePostLoginTarget(href('community-create', {}, locale))}>
                {t('signInAction')}
              </Link>
            </Button>
          }
        />
      )}
    </section>
  );
}
