import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PencilIcon, PlusIcon } from 'lucide-react';
import { findSport } from '@domain/catalog';
import type { RankingView } from '@domain/contract';
import { ResourceGate } from '@/entities/access';
import { href, useLocale } from '@/shared/routes';
import { Button, ButtonLabel } from '@/shared/ui/button';
import { DeleteRankingButton, RankingDialog } from './lazy-tools';
import { Suspense } from '@/shared/lib/hydration';

/** The way to a new ranking, for an account that may create them; the form loads only for it. */
export function CreateRankingButton() {
  const { t } = useTranslation('rankings');
  return (
    <ResourceGate resource="createRanking">
      <Suspense fallback={null}>
        <RankingDialog
          trigger={
            <Button data-testid="create-ranking">
              <PlusIcon aria-hidden="true" />
              {t('list.create')}
            </Button>
          }
        />
      </Suspense>
    </ResourceGate>
  );
}

function OwnerActions({ ranking }: { ranking: RankingView }) {
  const { t } = useTranslation('rankings');
  const { t: common } = useTranslation('common');
  return (
    <ResourceGate resource="createRanking">
      <Suspense fallback={null}>
        <div className="mt-auto flex gap-1">
          <RankingDialog
            ranking={ranking}
            trigger={
              <Button variant="outline" size="sm" aria-label={t('list.editOne', { name: ranking.name })}>
                <PencilIcon aria-hidden="true" />
                <ButtonLabel>{common('actions.edit')}</ButtonLabel>
              </Button>
            }
          />
          <DeleteRankingButton ranking={ranking} />
        </div>
      </Suspense>
    </ResourceGate>
  );
}

/** A ranking in the list: sport and season, its name to open it, how many tables; its owner's tools when theirs. */
export function RankingCard({ ranking, seasonName, owned }: { ranking: RankingView; seasonName: string | undefined; owned: boolean }) {
  const { t } = useTranslation('rankings');
  const locale = useLocale();
  return (
    <li className="flex flex-col gap-2 rounded-xl border bg-card p-5" data-testid="ranking-card">
      <p className="text-sm font-semibold text-muted-foreground">{[findSport(ranking.sportId)?.label[locale], seasonName].filter(Boolean).join(' · ')}</p>
      <h2 className="text-xl font-bold">
        <Link to={href('ranking', { rankingId: ranking.id }, locale)} className="hover:underline">{ranking.name}</Link>
      </h2>
      <p className="text-sm text-muted-foreground">{t('list.tables', { count: ranking.rankingModalities.length })}</p>
      {owned ? <OwnerActions ranking={ranking} /> : null}
    </li>
  );
}
