import { useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GroupDetail, MatchView, PhaseDraw } from '@domain/contract';
import type { EntryId } from '@domain/engine';
import { matchQueries, toEngineMatch } from '@/entities/match';
import { GroupTable, type GroupEntryDisplay } from '@/widgets/group-table';
import { Suspense } from '@/shared/lib/hydration';
import { LoadState } from '@/shared/ui/load-state';
import { useLoadLabels } from '../model/use-load-labels';
import { MoveToGroup } from './lazy-tools';
import { NotDrawn } from './not-drawn';
import { OwnerResultEntry, useOwnsPhase } from './owner-result-entry';
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

/** The group's match between two entries, whichever side each plays on. */
function pairing(group: GroupDetail, row: EntryId, column: EntryId): MatchView | null {
  const of = (home: EntryId, away: EntryId) => group.matches.find((match) => match.homeId === home && match.awayId === away && match.status !== 'bye');
  return of(row, column) ?? of(column, row) ?? null;
}

function GroupCard({ group, movable, phaseId, validId, owner }: { group: GroupDetail; movable: PhaseDraw | null; phaseId: number; validId: number; owner: boolean }) {
  const { t } = useTranslation('phase');
  const [chosen, setChosen] = useState<number | null>(null);
  const entries: Record<string, GroupEntryDisplay> = Object.fromEntries(
    group.entries.map((entry) => [String(entry.inscribedId), { name: `${entry.firstName} ${entry.lastName}`.trim(), ...(entry.clubName ? { club: entry.clubName } : {}) }]),
  );
  const chosenMatch = group.matches.find((match) => match.id === chosen) ?? null;
  return (
    <article className="min-w-0 rounded-xl border p-4" data-testid="phase-group" data-group={group.name}>
      <h3 className="mb-3 text-lg font-bold">{t('groups.name', { name: group.name })}</h3>
      <GroupTable
        name={t('groups.name', { name: group.name })}
        entries={entries}
        standings={group.standings}
        matches={group.matches.map(toEngineMatch)}
        options={group.standingsOptions}
        {...(owner ? { onCellSelect: (row: EntryId, column: EntryId) => setChosen(pairing(group, row, column)?.id ?? null) } : {})}
      />
      {movable ? <GroupMoves group={group} draw={movable} /> : null}
      {owner ? <OwnerResultEntry phaseId={phaseId} validId={validId} labels={entries} match={chosenMatch} onClose={() => setChosen(null)} /> : null}
    </article>
  );
}

/** One standings table per group of the phase, each read from its group with the engine's standings. */
export function PhaseGroups({ phaseId, validId, allowEdit = false }: { phaseId: number; validId: number; allowEdit?: boolean }) {
  const { t } = useTranslation('phase');
  const owner = useOwnsPhase(validId);
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
            {groups.map((group) => (group.data ? <GroupCard key={group.data.id} group={group.data} movable={movable} phaseId={phaseId} validId={validId} owner={owner} /> : null))}
          </div>
        </>
      )}
    </LoadState>
  );
}
