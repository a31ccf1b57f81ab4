import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { PencilIcon, PlusIcon, ScaleIcon } from 'lucide-react';
import { CUT_POINT_TYPES } from '@domain/catalog';
import { ResourceGate } from '@/entities/access';
import { rankingQueries } from '@/entities/ranking';
import { useCommunityId } from '@/entities/reference';
import { $accountId, $isAuthenticated } from '@/entities/session';
import { PageHeader } from '@/widgets/page-header';
import { useLocale } from '@/shared/routes';
import { Button, ButtonLabel } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadState } from '@/shared/ui/load-state';
import { DeleteRatingSystemButton, RatingSystemDialog } from './lazy-tools';
import { RankingsNav } from './rankings-nav';
import { RatingSystemCard } from './rating-system-card';
import { Suspense } from '@/shared/lib/hydration';

/** The community's rating systems; their owners create and change them with a live preview of the points. */
export function RatingSystemPage() {
  const { t } = useTranslation('rankings');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const communityId = useCommunityId();
  const [signedIn, accountId] = useUnit([$isAuthenticated, $accountId]);
  const query = useQuery(rankingQueries.ratingSystems(communityId));
  const systems = query.data?.items ?? [];
  const create = signedIn ? (
    <ResourceGate resource="createDiscount">
      <Suspense fallback={null}>
        <RatingSystemDialog
          trigger={
            <Button>
              <PlusIcon aria-hidden="true" />
              {t('ratingSystem.create')}
            </Button>
          }
        />
      </Suspense>
    </ResourceGate>
  ) : null;
  return (
    <section data-route-id="rankings-rating-system" className="pb-16">
      <PageHeader title={t('ratingSystem.title')} description={t('ratingSystem.lead')} actions={create} />
      <RankingsNav />
      <div className="flex flex-col gap-10">
        <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
          {systems.length === 0 ? (
            <EmptyState icon={<ScaleIcon />} title={t('ratingSystem.empty')} description={t('ratingSystem.emptyHint')} />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2" data-testid="rating-systems">
              {systems.map((system) => (
                <RatingSystemCard
                  key={system.id}
                  system={system}
                  actions={
                    system.createdByAccountId !== null && system.createdByAccountId === accountId ? (
                      <Suspense fallback={null}>
                        <RatingSystemDialog
                          system={system}
                          trigger={
                            <Button variant="outline" size="sm" aria-label={t('ratingSystem.editOne', { name: system.name })}>
                              <PencilIcon aria-hidden="true" />
                              <ButtonLabel>{common('actions.edit')}</ButtonLabel>
                            </Button>
                          }
                        />
                        <DeleteRatingSystemButton system={system} />
                      </Suspense>
                    ) : null
                  }
                />
              ))}
            </ul>
          )}
        </LoadState>
        <section className="max-w-3xl">
          <h2 className="text-2xl font-bold">{t('ratingSystem.cutPoints')}</h2>
          <p className="mt-2 text-muted-foreground">{t('ratingSystem.cutPointsLead')}</p>
          <dl className="mt-4 grid gap-3 sm:grid-cols-2">
            {CUT_POINT_TYPES.map((cut) => (
              <div key={cut.id} className="rounded-lg border p-3">
                <dt className="font-semibold">{cut.label[locale]}</dt>
                <dd className="text-sm text-muted-foreground">{t(`ratingSystem.cutHelp.${cut.code}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </section>
  );
}
