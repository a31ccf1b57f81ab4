import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { CameraIcon } from 'lucide-react';
import type { RankingView } from '@domain/contract';
import { ResourceGate } from '@/entities/access';
import { formatShortDate, rankingQueries } from '@/entities/ranking';
import { $accountId, $isAuthenticated } from '@/entities/session';
import { Suspense } from '@/shared/lib/hydration';
import { Button } from '@/shared/ui/button';
import { SnapshotDialog } from './lazy-tools';

/** The ranking's frozen days, newest first; its owner freezes another from here. */
export function RankingSnapshots({ ranking }: { ranking: RankingView }) {
  const { t, i18n } = useTranslation('ranking');
  const [signedIn, accountId] = useUnit([$isAuthenticated, $accountId]);
  const snapshots = useQuery(rankingQueries.snapshots(ranking.id));
  const owner = signedIn && ranking.createdByAccountId !== null && ranking.createdByAccountId === accountId;
  const items = snapshots.data ?? [];
  return (
    <section className="mt-10 flex flex-col gap-3" aria-labelledby="ranking-snapshots-title" data-testid="ranking-snapshots">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="ranking-snapshots-title" className="text-xl font-bold">
          {t('snapshots.title')}
        </h2>
        {owner ? (
          <ResourceGate resource="createRanking">
            <Suspense fallback={null}>
              <SnapshotDialog
                ranking={ranking}
                trigger={
                  <Button variant="outline" data-testid="take-snapshot">
                    <CameraIcon aria-hidden="true" />
                    {t('snapshots.take')}
                  </Button>
                }
              />
            </Suspense>
          </ResourceGate>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">{t('snapshots.lead')}</p>
      {snapshots.isPending ? null : items.length === 0 ? (
        <p role="status" className="rounded-lg border border-dashed p-4 text-center text-muted-foreground" data-testid="snapshots-empty">
          {t('snapshots.empty')}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('snapshots.title')}>
          {items.map((snapshot) => (
            <li key={snapshot.id} className="rounded-lg border bg-card px-3 py-2 text-sm" data-testid="snapshot" data-snapshot-id={snapshot.id}>
              <span className="font-semibold">{formatShortDate(snapshot.takenOn, i18n.language)}</span>
              <span className="ml-2 text-muted-foreground">{t('snapshots.people', { count: snapshot.people })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
