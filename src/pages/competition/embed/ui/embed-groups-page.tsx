import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GroupDetail } from '@domain/contract';
import { matchQueries, toEngineMatch } from '@/entities/match';
import { GroupTable, type GroupEntryDisplay } from '@/widgets/group-table';
import { href, useLocale } from '@/shared/routes';
import { cn } from '@/shared/lib/cn';
import { LoadState } from '@/shared/ui/load-state';
import { useEmbedOptions } from '../model/use-embed-options';
import { useLoadLabels } from '../model/use-load-labels';
import { missingRecord } from '../model/missing';
import { usePhaseRecord } from '../model/use-phase-record';
import { EmbedEmpty } from './embed-empty';
import { EmbedFrame } from './embed-frame';

function GroupCard({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('embed');
  const entries: Record<string, GroupEntryDisplay> = Object.fromEntries(
    group.entries.map((entry) => [String(entry.inscribedId), { name: `${entry.firstName} ${entry.lastName}`.trim(), ...(entry.clubName ? { club: entry.clubName } : {}) }]),
  );
  const name = t('groups.name', { name: group.name });
  return (
    <article className="min-w-0 rounded-lg border bg-card p-3" data-testid="embed-group" data-group={group.name}>
      <GroupTable name={name} entries={entries} standings={group.standings} matches={group.matches.map(toEngineMatch)} options={group.standingsOptions} />
    </article>
  );
}

/** A phase's group tables (all, or the one `?group=` names) for another website, live. */
export function EmbedGroupsPage() {
  const { t } = useTranslation('embed');
  const locale = useLocale();
  const labels = useLoadLabels();
  const options = useEmbedOptions();
  const { validId, phaseId, tournament, phase } = usePhaseRecord();
  const draw = useQuery(matchQueries.draw(phaseId));
  const chosen = (draw.data?.groups ?? []).filter((group) => options.groupId === null || group.id === options.groupId);
  const groups = useQueries({ queries: chosen.map((group) => matchQueries.group(group.id)) });
  if (draw.data && options.groupId !== null && chosen.length === 0) throw missingRecord();
  const pending = draw.isPending || phase.isPending || groups.some((group) => group.isPending);
  const failed = draw.isError || phase.isError || groups.some((group) => group.isError);
  const single = options.groupId !== null ? chosen[0] : undefined;
  const phaseName = phase.data?.name ?? '';
  const title = single ? t('groups.one', { phase: phaseName, name: single.name }) : t('groups.title', { phase: phaseName });
  return (
    <EmbedFrame routeId="embed-groups" title={title} eyebrow={tournament.data?.name} source={href('phase-groups', { validId, phaseId }, locale)}>
      <LoadState pending={pending} failed={failed} onRetry={() => void draw.refetch()} labels={labels}>
        {chosen.length === 0 ? (
          <EmbedEmpty text={t('groups.none')} />
        ) : (
          <div className={cn('grid grid-cols-1 gap-4', !single && 'lg:grid-cols-2')}>
            {groups.map((group) => (group.data ? <GroupCard key={group.data.id} group={group.data} /> : null))}
          </div>
        )}
      </LoadState>
    </EmbedFrame>
  );
}
