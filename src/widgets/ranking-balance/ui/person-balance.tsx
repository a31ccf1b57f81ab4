import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ReceiptTextIcon } from 'lucide-react';
import { BalanceTable, PointsOverTime, rankingQueries, type BalanceLine } from '@/entities/ranking';
import { tournamentQueries } from '@/entities/tournament';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadState } from '@/shared/ui/load-state';
import { StandingSummary } from './standing-summary';

export interface PersonBalanceProps {
  rankingModalityId: number;
  personId: number;
  /** The line the page was opened for. */
  highlightId?: number | undefined;
  /** Where a line's tournament and the line itself lead. */
  tournamentHref: (line: BalanceLine) => string;
  lineHref: (line: BalanceLine) => string;
}

const EVERY_LINE = 1000;

/**
 * A person's points in one ranking table, line by line: where they stand, every line with its tournament, phase,
 * reason, points and date, the total, and their points over time.
 */
export function PersonBalance({ rankingModalityId, personId, highlightId, tournamentHref, lineHref }: PersonBalanceProps) {
  const { t } = useTranslation('ranking');
  const { t: common } = useTranslation('common');
  const lines = useQuery({ ...rankingQueries.balances({ rankingModalityId, personId, size: EVERY_LINE }), enabled: personId > 0 });
  const standing = useQuery({ ...rankingQueries.person(personId), enabled: personId > 0 });
  const history = useQuery({ ...rankingQueries.history(personId, rankingModalityId), enabled: personId > 0 });
  const items = lines.data?.items ?? [];
  const phaseIds = [...new Set(items.flatMap((line) => (line.phaseId === null ? [] : [line.phaseId])))];
  const phases = useQueries({ queries: phaseIds.map((id) => tournamentQueries.phase(id)) });
  const phaseNames = new Map(phases.flatMap((phase) => (phase.data ? [[phase.data.id, phase.data.name] as const] : [])));
  const here = standing.data?.find((row) => row.rankingModalityId === rankingModalityId);
  return (
    <div className="flex flex-col gap-8" data-testid="person-balance">
      <StandingSummary standing={here} linesTotal={items.reduce((sum, line) => sum + line.points, 0)} />
      <LoadState pending={lines.isPending} failed={lines.isError} onRetry={() => void lines.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
        {items.length === 0 ? (
          <EmptyState icon={<ReceiptTextIcon />} title={t('balance.empty')} description={t('missingHint')} />
        ) : (
          <section aria-labelledby="balance-lines" className="flex flex-col gap-3">
            <h2 id="balance-lines" className="text-xl font-bold">{t('balance.title')}</h2>
            <BalanceTable
              lines={items}
              caption={t('balance.caption')}
              highlightId={highlightId}
              phaseName={(line) => (line.phaseId === null ? null : (phaseNames.get(line.phaseId) ?? t('balance.phaseNumber', { id: line.phaseId })))}
              tournament={(line) => (
                <Link to={tournamentHref(line)} className="font-medium hover:underline">
                  {line.validName}
                </Link>
              )}
              lineLink={(line, text) => (
                <Link to={lineHref(line)} className="underline-offset-4 hover:underline">
                  {text}
                </Link>
              )}
              totalLabel={t('balance.total')}
            />
          </section>
        )}
      </LoadState>
      {history.data ? <PointsOverTime history={history.data.points} /> : null}
    </div>
  );
}
