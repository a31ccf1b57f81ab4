import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { LayersIcon, PencilIcon, PlusIcon } from 'lucide-react';
import type { LevelGroupView } from '@domain/contract';
import { ResourceGate } from '@/entities/access';
import { rankingQueries } from '@/entities/ranking';
import { useCommunityId } from '@/entities/reference';
import { $accountId, $isAuthenticated } from '@/entities/session';
import { PageHeader } from '@/widgets/page-header';
import { Button, ButtonLabel } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { DeleteLevelGroupButton, LevelGroupDialog } from './lazy-tools';
import { RankingsNav } from './rankings-nav';
import { Suspense } from '@/shared/lib/hydration';

/** Its owner's ways to change a ladder, loaded only for them. */
function LadderActions({ group }: { group: LevelGroupView }) {
  const { t } = useTranslation('rankings');
  const { t: common } = useTranslation('common');
  return (
    <ResourceGate resource="createLevelGroup">
      <Suspense fallback={null}>
        <div className="flex gap-1">
          <LevelGroupDialog
            group={group}
            trigger={
              <Button variant="outline" size="sm" aria-label={t('levels.editOne', { name: group.name })}>
                <PencilIcon aria-hidden="true" />
                <ButtonLabel>{common('actions.edit')}</ButtonLabel>
              </Button>
            }
          />
          <DeleteLevelGroupButton group={group} />
        </div>
      </Suspense>
    </ResourceGate>
  );
}

/** The community's division ladders, top division first: who moves up and down at each reclassification. */
export function RankingsLevelsPage() {
  const { t } = useTranslation('rankings');
  const communityId = useCommunityId();
  const [signedIn, accountId] = useUnit([$isAuthenticated, $accountId]);
  const query = useQuery(rankingQueries.levelGroups(communityId));
  const groups = query.data?.items ?? [];
  const create = signedIn ? (
    <ResourceGate resource="createLevelGroup">
      <Suspense fallback={null}>
        <LevelGroupDialog
          trigger={
            <Button data-testid="create-level-group">
              <PlusIcon aria-hidden="true" />
              {t('levels.create')}
            </Button>
          }
        />
      </Suspense>
    </ResourceGate>
  ) : null;
  return (
    <section data-route-id="rankings-levels" className="pb-16">
      <PageHeader title={t('levels.title')} description={t('levels.lead')} actions={create} />
      <RankingsNav />
      {query.isPending ? null : groups.length === 0 ? (
        <EmptyState icon={<LayersIcon />} title={t('levels.empty')} description={t('levels.emptyHint')} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="level-groups">
          {groups.map((group) => (
            <li key={group.id} className="rounded-xl border bg-card p-5" data-testid="level-group">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 className="text-lg font-bold">{group.name}</h2>
                {signedIn && group.createdByAccountId !== null && group.createdByAccountId === accountId ? <LadderActions group={group} /> : null}
              </div>
              <ol className="mt-3 flex flex-col gap-2" aria-label={t('levels.ladder', { name: group.name })}>
                {[...group.levels]
                  .sort((a, b) => a.order - b.order)
                  .map((level, index) => (
                    <li key={level.levelCategoryId} className="flex items-center gap-3 rounded-lg border px-3 py-2">
                      <span className="flex size-7 items-center justify-center rounded-full bg-secondary text-sm font-bold tabular-nums text-secondary-foreground">{index + 1}</span>
                      <span className="font-medium">{level.name}</span>
                    </li>
                  ))}
              </ol>
              <p className="mt-3 text-sm text-muted-foreground">{t('levels.moves')}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
