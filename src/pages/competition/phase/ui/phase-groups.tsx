import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GroupDetail, PhaseDraw } from '@domain/contract';
import { matchQueries, toEngineMatch } from '@/entities/match';
import { GroupTable, type GroupEntryDisplay } from '@/widgets/group-table';
import { Suspense } from '@/shared/lib/hydration';
import { LoadState } from '@/shared/ui/load-state';
import { useLoadLabels } from '../model/use-load-labels';
import { MoveToGroup } from './lazy-tools';
import { NotDrawn } from './not-drawn';
import { DownloadMenu } from '@/features/tournament/download-table';

/** The owner's draw before its first result: each entry of the group can change groups. */
function GroupMoves({ group, draw }: { group: GroupDetail; draw: PhaseDraw }) {
  return (
    <ul className="mt-4 grid gap-2 border-t pt-3 print:hidden" data-testid="group-moves">
      {group.entries.map((entry) => {
        const name = `${entry.firstName} ${entry.lastName}`.trim();
        return (
          <li key={entry.inscribedId} className="flex flex-wrap items-start justify-between gap-2">
            <span className="pt-0.5 text-sm">{name}</span>
            <Suspense fallback={null}>
              <MoveToGroup groupId={group.id} groups={draw.groups} entryId={entry.inscribedId} entryName={name} drawVersion={draw.version} />
            </Suspense>
          </li>
        );
      })}
    </ul>
  );
}

function GroupCard({ group, movable }: { group: GroupDetail; movable: PhaseDraw | null }) {
  const { t } = useTranslation('phase');
  const entries: Record<string, GroupEntryDisplay> = Object.fromEntries(
    group.entries.map((entry) => [String(entry.inscribedId), { name: `${entry.firstName} ${entry.lastName}`.trim(), ...(entry.clubName ? { club: entry.clubName } : {}) }]),
  );
  return (
    <article className="min-w-0 rounded-xl border p-4" data-testid="phase-group" data-group={group.name}>
      <h3 className="mb-3 text-lg font-bold">{t('groups.name', { name: group.name })}</h3>
      <GroupTable name={t('groups.name', { name: group.name })} entries={entries} standings={group.standings} matches={group.matches.map(toEngineMatch)} options={group.standingsOptions} />
      {movable ? <GroupMoves group={group} draw={movable} /> : null}
    </article>
  );
}

/** One standings table per group of the phase, each read from its group with the engine's standings. */
export function PhaseGroups({ phaseId, allowEdit = false }: { phaseId: number; allowEdit?: boolean }) {
  const { t } = useTranslation('phase');
  const labels = useLoadLabels();
  const draw = useQuery(matchQueries.draw(phaseId));
  const groups = useQueries({ queries: (draw.data?.groups ?? []).map((group) => matchQueries.group(group.id)) });
  const pending = draw.isPending || groups.some((group) => group.isPending);
  const played = groups.some((group) => group.data?.matches.some((match) => match.result !== null));
  const movable = allowEdit && !played && draw.data && draw.data.groups.length > 1 ? draw.data : null;
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
        <>
          {movable ? <p className="mb-4 text-sm text-muted-foreground print:hidden">{t('groups.move.hint')}</p> : null}
          <div className="mb-4 flex justify-end print:hidden">
            <DownloadMenu kind="standings" id={phaseId} />
          </div>
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            {groups.map((group) => (group.data ? <GroupCard key={group.data.id} group={group.data} movable={movable} /> : null))}
          </div>
        </>
      )}
    </LoadState>
  );
}
