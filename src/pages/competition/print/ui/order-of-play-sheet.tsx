import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calendarQueries, formatDay, formatTime } from '@/entities/calendar';
import { useLocale } from '@/shared/routes';
import { orderOfPlay } from '../lib/when-where';
import type { SheetContext } from '../model/sheet-context';
import { SheetHeader } from './sheet-header';
import { SheetState } from './sheet-state';

/** Who plays when on each table or court, day by day, from the calendar, in the community's time zone. */
export function OrderOfPlaySheet({ context }: { context: SheetContext }) {
  const { t } = useTranslation('print');
  const locale = useLocale();
  const calendar = useQuery(calendarQueries.tournaments([context.tournament.id]));
  const phaseId = context.phase?.id ?? null;
  const timeZone = calendar.data?.timeZone ?? 'UTC';
  const entries = useMemo(() => (calendar.data?.entries ?? []).filter((entry) => phaseId === null || entry.phaseId === phaseId), [calendar.data, phaseId]);
  const plans = useMemo(() => orderOfPlay(entries, timeZone), [entries, timeZone]);
  const unscheduled = entries.filter((entry) => entry.scheduledAt === null).length;
  return (
    <SheetState pending={calendar.isPending} failed={calendar.isError} onRetry={() => void calendar.refetch()} empty={plans.length === 0 ? t('play.none') : null} context={context} title={t('sheets.order-of-play')}>
      <section className="print-page print-portrait" data-testid="play-page">
        <SheetHeader title={t('sheets.order-of-play')} tournament={context.tournament.name} phase={context.phase?.name} extra={t('play.timeZone', { zone: timeZone })} />
        {unscheduled > 0 ? <p className="print-note">{t('play.unscheduled', { count: unscheduled })}</p> : null}
        {plans.map((plan) => (
          <article key={`${plan.date}-${plan.place ?? ''}-${plan.court ?? ''}`} className="print-keep po-court" data-testid="play-court">
            <h3 className="pg-name">
              {[formatDay(plan.date, locale), plan.place, plan.court ? t('play.court', { court: plan.court }) : t('play.noCourt')].filter(Boolean).join(' · ')}
            </h3>
            <table className="print-table po-table">
              <thead>
                <tr>
                  <th scope="col">{t('play.time')}</th>
                  <th scope="col">{t('play.match')}</th>
                  <th scope="col">{t('play.home')}</th>
                  <th scope="col">{t('play.away')}</th>
                  <th scope="col">{t('play.result')}</th>
                </tr>
              </thead>
              <tbody>
                {plan.entries.map((entry) => (
                  <tr key={entry.matchId}>
                    <td>{entry.scheduledAt ? formatTime(entry.scheduledAt, timeZone, locale) : ''}</td>
                    <td>{phaseId === null ? `${entry.phaseName} · ${entry.matchId}` : entry.matchId}</td>
                    <th scope="row">{entry.home?.name ?? t('cards.toBeDecided')}</th>
                    <td>{entry.away?.name ?? t('cards.toBeDecided')}</td>
                    <td className="po-result">{entry.score ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </article>
        ))}
      </section>
    </SheetState>
  );
}
