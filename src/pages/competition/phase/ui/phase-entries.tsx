import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tournamentQueries } from '@/entities/tournament';
import { LoadState } from '@/shared/ui/load-state';

/** Who plays the phase, in seed order: the tournament's entries for the first phase, the phase's own for a later one. */
export function PhaseEntries({ validId, phaseId }: { validId: number; phaseId: number }) {
  const { t } = useTranslation('phase');
  const { t: common } = useTranslation('common');
  const query = useQuery(tournamentQueries.phaseEntries(validId, phaseId));
  const entries = query.data?.items ?? [];
  return (
    <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
      {entries.length > 0 ? (
        <ol className="grid gap-2 sm:grid-cols-2" data-testid="phase-entries">
          {entries.map((entry, index) => (
            <li key={entry.id} className="flex items-baseline gap-3 rounded-md border p-3">
              <span className="w-8 text-right text-sm tabular-nums text-muted-foreground">{entry.seed ?? index + 1}</span>
              <span className="font-medium">{`${entry.person.firstName} ${entry.person.lastName}`.trim()}</span>
              {entry.clubName ? <span className="text-sm text-muted-foreground">{entry.clubName}</span> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-muted-foreground">{t('noEntries')}</p>
      )}
    </LoadState>
  );
}
