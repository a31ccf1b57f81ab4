import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { InboxIcon, ListOrderedIcon, PlusCircleIcon, TrophyIcon, UserIcon, UsersIcon } from 'lucide-react';
import { $sessionReady, $user } from '@/entities/session';
import { PageHeader } from '@/widgets/page-header';
import { href, tabSlug, useLocale, type RouteId, type RouteParams } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { Following } from './following';

const SHORTCUTS: { key: string; id: RouteId; params?: (locale: 'es' | 'en') => RouteParams; Icon: typeof TrophyIcon }[] = [
  { key: 'createTournament', id: 'tournament-create', Icon: PlusCircleIcon },
  { key: 'tournaments', id: 'tournaments', Icon: TrophyIcon },
  { key: 'rankings', id: 'rankings', Icon: ListOrderedIcon },
  { key: 'requests', id: 'requests', Icon: InboxIcon },
  { key: 'profile', id: 'profile', params: (locale) => ({ selectedTab: tabSlug('profile', 'profileInfo', locale) }), Icon: UserIcon },
  { key: 'communities', id: 'communities', Icon: UsersIcon },
];

/** Where a person lands after signing in: their shortcuts. Visitors are invited to sign in instead. */
export function WelcomePage() {
  const { t } = useTranslation('welcome');
  const locale = useLocale();
  const [ready, user] = useUnit([$sessionReady, $user]);
  if (!ready) {
    return (
      <section data-route-id="welcome" className="flex justify-center py-24">
        <h1 className="sr-only">{t('title')}</h1>
        <Spinner label={t('loading')} />
      </section>
    );
  }
  if (!user) {
    return (
      <section data-route-id="welcome" className="max-w-2xl">
        <PageHeader title={t('title')} description={t('signedOut')} />
        <Button asChild>
          <Link to={href('login', {}, locale)}>{t('signIn')}</Link>
        </Button>
      </section>
    );
  }
  return (
    <section data-route-id="welcome">
      <PageHeader title={t('greeting', { name: user.fullName.split(' ')[0] })} description={t('lead')} />
      <ul className="grid gap-4 pb-12 sm:grid-cols-2 lg:grid-cols-3">
        {SHORTCUTS.map(({ key, id, params, Icon }) => (
          <li key={key}>
            <Link to={href(id, params?.(locale) ?? {}, locale)} className="flex h-full gap-4 rounded-xl border p-5 hover:bg-accent">
              <Icon aria-hidden="true" className="size-6 shrink-0" />
              <span className="flex flex-col gap-1">
                <span className="font-display text-lg font-bold">{t(`shortcuts.${key}.title`)}</span>
                <span className="text-sm text-muted-foreground">{t(`shortcuts.${key}.text`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Following userId={user.id} />
    </section>
  );
}
