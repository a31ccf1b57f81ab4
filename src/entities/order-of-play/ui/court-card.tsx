import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderOfPlayCourt, OrderOfPlayMatch } from '@domain/contract';
import { cn } from '@/shared/lib/cn';
import { useLocale } from '@/shared/routes';
import { Badge } from '@/shared/ui/badge';
import { stageLabel } from '../lib/stage-label';

type Slot = 'now' | 'next' | 'after';
const SLOTS: readonly Slot[] = ['now', 'next', 'after'];

export interface CourtCardProps {
  court: OrderOfPlayCourt;
  /** `board`: large type and high contrast for a TV; `page`: the tournament tab, phone first. */
  variant: 'page' | 'board';
  /** Name the tournament of each match (a venue's courts mix tournaments). */
  showTournament?: boolean;
  /** Filled by the page with the desk's buttons for a match. */
  actionSlot?: (match: OrderOfPlayMatch) => ReactNode;
  /** The community's day (`YYYY-MM-DD`): a match of another day names its day before its time. */
  today?: string;
}

/** "sáb, 28 nov" / "Sat, Nov 28": a day other than today, short, in the page's language. */
function dayLabel(localDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${localDate}T12:00:00Z`));
}

function MatchLine({ match, variant, showTournament, today }: { match: OrderOfPlayMatch; variant: CourtCardProps['variant']; showTournament: boolean; today: string | undefined }) {
  const { t } = useTranslation('order-of-play');
  const locale = useLocale();
  const board = variant === 'board';
  const side = (name: string | undefined) => name ?? t('toBeDecided');
  return (
    <div className="min-w-0">
      <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1', board ? 'text-xl md:text-2xl lg:text-3xl' : 'text-sm text-muted-foreground')}>
        <time dateTime={match.scheduledAt} className={cn('font-semibold tabular-nums', board ? '' : 'text-foreground')}>
          {today !== undefined && match.localDate !== today ? `${dayLabel(match.localDate, locale)} ` : ''}
          {match.localTime}
        </time>
        <span>{stageLabel(match.stage, t, locale)}</span>
        {showTournament ? <span>· {match.validName}</span> : null}
        {match.deskState === 'started' || match.deskState === 'called' ? (
          <Badge variant={board ? 'outline' : 'secondary'} className={board ? 'border-current text-xl text-inherit' : ''} data-testid="desk-state">
            {t(`state.${match.deskState}`)}
          </Badge>
        ) : null}
        {match.late ? (
          <Badge variant="outline" className={board ? 'border-current text-xl text-inherit' : ''}>
            {t('late')}
          </Badge>
        ) : null}
      </p>
      <p className={cn('font-bold break-words', board ? 'text-2xl leading-tight md:text-3xl lg:text-5xl' : 'text-base')}>
        {side(match.home?.name)} <span className="font-normal">{t('versus')}</span> {side(match.away?.name)}
      </p>
    </div>
  );
}

/** One table or court: the match now, next and after, and how many more wait. */
export function CourtCard({ court, variant, showTournament = false, actionSlot, today }: CourtCardProps) {
  const { t } = useTranslation('order-of-play');
  const board = variant === 'board';
  return (
    <section aria-label={court.court} data-testid="court" data-court={court.court} className={cn('rounded-xl border', board ? 'border-background/40 p-5' : 'bg-card p-4')}>
      <h2 className={cn('font-extrabold', board ? 'text-3xl md:text-4xl lg:text-5xl' : 'text-xl')}>
        {court.court}
        {court.placeName && !board ? <span className="ml-2 text-sm font-normal text-muted-foreground">{court.placeName}</span> : null}
      </h2>
      <ol className={cn('mt-3', board ? 'space-y-4' : 'space-y-3')}>
        {SLOTS.map((slot) => {
          const match = court[slot];
          return (
            <li key={slot} data-slot-name={slot} data-match-id={match?.matchId} className={cn('grid gap-2', board ? 'grid-cols-1 gap-1' : 'grid-cols-[5.5rem_1fr]')}>
              <span className={cn('font-semibold uppercase', board ? 'text-xl md:text-2xl lg:text-3xl' : 'pt-0.5 text-xs text-muted-foreground', board && slot === 'now' ? 'underline decoration-4 underline-offset-8' : '')}>{t(`slot.${slot}`)}</span>
              {match ? (
                <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                  <MatchLine match={match} variant={variant} showTournament={showTournament} today={today} />
                  {actionSlot ? actionSlot(match) : null}
                </div>
              ) : (
                <span className={board ? 'text-xl md:text-2xl lg:text-3xl' : 'text-sm text-muted-foreground'}>{slot === 'now' ? t('free') : t('none')}</span>
              )}
            </li>
          );
        })}
      </ol>
      {court.waiting > 0 ? <p className={cn('mt-3', board ? 'text-2xl' : 'text-sm text-muted-foreground')}>{t('waiting', { count: court.waiting })}</p> : null}
    </section>
  );
}
