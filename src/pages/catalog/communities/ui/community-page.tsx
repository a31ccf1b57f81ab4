import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon, PencilIcon } from 'lucide-react';
import { findSport } from '@domain/catalog';
import { CommunityLogoPlate, communityListQueries, COMMUNITY_QUERY_PARAM } from '@/entities/community';
import { pickLabel } from '@/entities/reference';
import { $accountId } from '@/entities/session';
import { CommunityDialog } from '@/features/edit-community';
import { CommunityAccounts } from '@/features/manage-community-accounts';
import { PageHeader } from '@/widgets/page-header';
import { ApiRequestError } from '@/shared/api';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { LoadState } from '@/shared/ui/load-state';

/** One community: its look, its sport, what it holds, and for its admins, changes and accounts. */
export function CommunityPage() {
  const { t } = useTranslation('communities');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const id = Number(useParams().communityId);
  const accountId = useUnit($accountId);
  const query = useQuery({ ...communityListQueries.detail(id, accountId), enabled: Number.isInteger(id) && id > 0 });
  const community = query.data;
  const missing = query.error instanceof ApiRequestError && query.error.body.status < 500;
  const sport = community?.sportId ? findSport(community.sportId) : undefined;
  return (
    <section data-route-id="community" className="pb-16">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={community?.name ?? (missing ? t('notFound') : t('eyebrow'))}
        description={community ? (sport ? t('onlySport', { sport: pickLabel(sport.label, locale) }) : t('allSports')) : undefined}
        actions={
          community ? (
            <>
              <Button asChild variant="outline">
                <Link to={href('home', {}, locale, { [COMMUNITY_QUERY_PARAM]: community.domain })}>
                  <ExternalLinkIcon aria-hidden="true" />
                  {t('open')}
                </Link>
              </Button>
              {community.canEdit ? <CommunityDialog community={community} trigger={<Button variant="outline"><PencilIcon aria-hidden="true" />{common('actions.edit')}</Button>} /> : null}
            </>
          ) : null
        }
      />
      <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: missing ? t('notFoundHint') : common('actions.loadFailed'), retry: common('actions.retry') }}>
        {community ? (
          <div className="flex flex-col gap-10">
            <div className="flex flex-wrap items-center gap-8">
              <CommunityLogoPlate look={community.lookAndFeel} alt={t('logo', { name: community.name })} className="max-w-full px-4 py-3" imageClassName="h-16 w-auto min-w-0 max-w-full" />
              <ul className="flex flex-wrap gap-4" aria-label={t('colours')}>
                {(['primary', 'secondary'] as const).map((key) => (
                  <li key={key} className="flex items-center gap-2 text-sm">
                    <span aria-hidden="true" className="size-8 rounded-md border" style={{ backgroundColor: community.lookAndFeel[key] }} data-testid={`swatch-${key}`} />
                    {t(key)} <span className="font-mono">{community.lookAndFeel[key]}</span>
                  </li>
                ))}
              </ul>
            </div>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="community-counts">
              {(['clubs', 'places', 'players', 'seasons'] as const).map((key) => (
                <div key={key} className="rounded-lg border p-4">
                  <dt className="text-sm text-muted-foreground">{t(`counts.${key}`)}</dt>
                  <dd className="font-display text-3xl font-bold">{community.counts[key]}</dd>
                </div>
              ))}
            </dl>
            {community.canManageAccounts ? <CommunityAccounts communityId={community.id} /> : null}
          </div>
        ) : null}
      </LoadState>
    </section>
  );
}
