import { Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { ProfileInfo } from '@/features/edit-profile';
import { PlayerLink } from '@/features/link-player';
import { AccountsAdmin, ApiKeys } from '@/features/manage-accounts';
import { RoleTemplates } from '@/features/manage-roles';
import { $user, RequireAuth } from '@/entities/session';
import { PageHeader } from '@/widgets/page-header';
import { SectionNav } from '@/widgets/section-nav';
import { href, TAB_SLUGS, tabFromSlug, tabSlug, useLocale, type TabName } from '@/shared/routes';
import { MyRequests } from './my-requests';

function TabContent({ tab }: { tab: TabName<'profile'> }) {
  const user = useUnit($user);
  if (!user) return null;
  switch (tab) {
    case 'profileInfo':
      return <ProfileInfo userId={user.id} />;
    case 'certifications':
      return <MyRequests userId={user.id} />;
    case 'playerProfile':
      return <PlayerLink userId={user.id} />;
    case 'admin':
      return <AccountsAdmin />;
    case 'templates':
      return <RoleTemplates />;
    case 'apiKeys':
      return <ApiKeys />;
  }
}

/** The profile with its tabs, each at its own address; an unknown tab opens the first one. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const slug = useParams().selectedTab;
  const tab = tabFromSlug('profile', slug);
  if (!tab) return <Navigate to={href('profile', { selectedTab: tabSlug('profile', 'profileInfo', locale) }, locale)} replace />;
  const links = TAB_SLUGS.profile.map((item) => ({ key: item.tab, label: t(`tabs.${item.tab}`), to: href('profile', { selectedTab: item[locale] }, locale) }));
  return (
    <section data-route-id="profile" data-tab={tab} className="pb-16">
      <PageHeader title={t('title')} eyebrow={t(`tabs.${tab}`)} />
      <RequireAuth>
        <SectionNav label={t('sections')} links={links} className="mb-6 sm:mb-8" />
        <TabContent tab={tab} />
      </RequireAuth>
    </section>
  );
}
