import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GroupDetail } from '@domain/contract';
import { matchQueries, toEngineMatch } from '@/entities/match';
import { GroupTable, type GroupEntryDisplay } from '@/widgets/group-table';
import { LoadState } from '@/shared/ui/load-state';
import { useLoadLabels } from '../model/use-load-labels';
import { NotDrawn } from './not-drawn';

function GroupCard({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('phase');
  const entries: Record<string, GroupEntryDisplay> = Object.fromEntries(
    group.entries.map((entry) => [String(entry.inscribedId), { name: `${entry.firstName} ${entry.lastName}`.trim(), ...(entry.clubName ? { club: entry.clubName } : {}) }]),
  );
  return (
    <article className="rounded-xl border p-4" data-testid="phase-group" data-group={group.name}>
      <h3 className="mb-3 text-lg font-bold">{t('groups.name', { name: group.name })}</h3>
      <GroupTable name={t('groups.name', { name: group.name })} entries={entries} standings={group.standings} matches={group.matches.map(toEngineMatch)} options={group.standingsOptions} />
    </article>
  );
}

/** One standings table per group of the phase, each read from its group with the engine's standings. */
export function PhaseGroups({ phaseId }: { phaseId: number }) {
  const { t } = useTranslation('phase');
  const labels = useLoadLabels();
  const draw = useQuery(matchQueries.draw(phaseId));
  const groups = useQueries({ queries: (draw.data?.groups ?? []).map((group) => matchQueries.group(group.id)) });
  const pending = draw.isPending || groups.some((group) => group.isPending);
  const failed = draw.isError || groups.some((group) => group.isError);
  const retry = () => {
    void draw.refetch();
    for (const group of groups) if (group.isError) void group.refetch();
  };
  return (
    <LoadState pending={pending} failed={failed} onRetry={retry} labels={labels}>
      {!draw.data ? (
        <NotDrawn />
      ) : draw.data.groups.length === 0 ? (
        <NotDrawn title={t('groups.none')} hint={t('groups.noneHint')} />
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          {groups.map((group) => (group.data ? <GroupCard key={group.data.id} group={group.data} /> : null))}
        </div>
      )}
    </LoadState>
  );
}
