import { lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineChartIcon } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/shared/ui/table';
import { formatShortDate } from '../lib/format';
import type { PersonHistory } from '../lib/ranking.types';
import { Suspense } from '@/shared/lib/hydration';

// The chart library loads only when someone asks for the chart: never with the page's first paint.
const UplotChart = lazy(() => import('./uplot-chart'));

/** A person's points over time: a table everyone can read, and on request a chart of the same figures. */
export function PointsOverTime({ history }: { history: PersonHistory['points'] }) {
  const { t, i18n } = useTranslation('ranking');
  const [shown, setShown] = useState(false);
  const chartId = useId();
  const rows = history;
  const linePoints = rows.filter((point) => point.source === 'line');
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={`${chartId}-title`} className="flex flex-col gap-3" data-testid="points-over-time">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${chartId}-title`} className="text-xl font-bold">{t('history.title')}</h2>
        {linePoints.length > 1 ? (
          <Button variant="outline" size="sm" aria-expanded={shown} aria-controls={chartId} onClick={() => setShown((value) => !value)}>
            <LineChartIcon aria-hidden="true" />
            {shown ? t('history.hideChart') : t('history.showChart')}
          </Button>
        ) : null}
      </div>
      <div id={chartId}>
        {shown ? (
          <Suspense fallback={<Spinner label={t('history.loading')} />}>
            <UplotChart data={linePoints} label={t('history.chartLabel')} seriesLabel={t('history.points')} />
          </Suspense>
        ) : null}
      </div>
      <Table data-testid="points-history">
        <TableCaption className="sr-only">{t('history.tableCaption')}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{t('history.date')}</TableHead>
            <TableHead className="text-right">{t('history.points')}</TableHead>
            <TableHead className="text-right">{t('history.position')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((point) => (
            <TableRow key={`${point.date}-${point.source}`}>
              <TableCell>
                {formatShortDate(point.date, i18n.language)}
                {point.source === 'snapshot' ? <span className="ml-2 text-xs text-muted-foreground">{t('history.snapshot')}</span> : null}
              </TableCell>
              <TableCell className="text-right tabular-nums">{point.points}</TableCell>
              <TableCell className="text-right tabular-nums">{point.position ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
