import { useTranslation } from 'react-i18next';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import type { ScheduleResult } from '@/entities/calendar';

/** What the scheduler did: how many matches it placed, and each one it could not, with the reason. */
export function ScheduleResultView({ result }: { result: ScheduleResult }) {
  const { t } = useTranslation('calendar');
  const byId = new Map(result.entries.map((entry) => [entry.matchId, entry]));
  return (
    <div className="flex flex-col gap-4" data-testid="schedule-result" role="status">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <CircleCheckIcon aria-hidden="true" className="size-5 text-success" />
        <span data-testid="schedule-placed">{t('schedule.placed', { count: result.placed })}</span>
      </p>
      {result.unplaced.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="flex items-center gap-2 font-semibold text-destructive">
            <CircleAlertIcon aria-hidden="true" className="size-5" />
            {t('schedule.unplaced', { count: result.unplaced.length })}
          </p>
          <ul className="max-h-60 overflow-y-auto rounded-md border text-sm" data-testid="schedule-unplaced">
            {result.unplaced.map((item) => {
              // Named as people read a match (its phase, round and sides), never by its internal code.
              const entry = byId.get(item.matchId);
              const name = entry
                ? t('schedule.unplacedMatch', { phase: entry.phaseName, round: entry.round, home: entry.home?.name ?? t('toBeDecided'), away: entry.away?.name ?? t('toBeDecided') })
                : t('schedule.unplacedUnknown');
              return (
                <li key={item.matchId} className="flex flex-wrap gap-2 border-b p-2 last:border-b-0" data-match-id={item.matchId}>
                  <span className="font-semibold">{name}</span>
                  <span className="text-muted-foreground">{t(`schedule.reasons.${item.reason}`)}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <p className="text-muted-foreground">{t('schedule.allPlaced')}</p>
      )}
    </div>
  );
}
