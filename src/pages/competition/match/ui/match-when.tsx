import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calendarQueries, formatDay, formatTime, zonedMoment } from '@/entities/calendar';
import { useLocale } from '@/shared/routes';

/** When and where a match is played: its day and time in the community's time zone, its venue and court or table. */
export function MatchWhen({ matchId }: { matchId: number }) {
  const { t } = useTranslation('match');
  const locale = useLocale();
  const { data } = useQuery(calendarQueries.match(matchId));
  // The line keeps its height while it loads, so nothing below it moves.
  if (!data) return <p className="mb-4 min-h-5 text-sm" aria-hidden="true" />;
  const { entry, timeZone } = data;
  const when = entry.scheduledAt ? `${formatDay(zonedMoment(entry.scheduledAt, timeZone).date, locale)} · ${formatTime(entry.scheduledAt, timeZone, locale)}` : t('when.unscheduled');
  const where = [entry.placeName, entry.court].filter(Boolean).join(' · ');
  return (
    <p className="mb-4 min-h-5 text-sm text-muted-foreground" data-testid="match-when">
      <span className="font-medium text-foreground">{when}</span>
      {where ? <span>{` · ${where}`}</span> : null}
    </p>
  );
}
