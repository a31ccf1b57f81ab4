import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MoveIcon, PencilLineIcon, TriangleAlertIcon } from 'lucide-react';
import type { CalendarEntry } from '@/entities/calendar';
import { MoveMatchDialog } from '@/features/calendar/move-match';
import { href, useLocale } from '@/shared/routes';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';

/** "Home – Away", with the placeholder for a side still to be decided. */
export function useSides() {
  const { t } = useTranslation('calendar');
  return (entry: CalendarEntry) => ({ home: entry.home?.name ?? t('toBeDecided'), away: entry.away?.name ?? t('toBeDecided') });
}

/** A flagged clash of a hand-made move: the badge names how many, its title what they are. */
export function ConflictBadge({ entry, detailed = false }: { entry: CalendarEntry; detailed?: boolean }) {
  const { t } = useTranslation('calendar');
  if (entry.conflicts.length === 0) return null;
  const kinds = [...new Set(entry.conflicts.map((conflict) => t(`conflicts.${conflict.code}`)))];
  return (
    // Spelled out, several kinds make a long line: it wraps within the row instead of widening a phone's page.
    <Badge variant="destructive" title={kinds.join(' · ')} data-testid="calendar-conflict" className={detailed ? 'max-w-full whitespace-normal' : undefined}>
      <TriangleAlertIcon aria-hidden="true" />
      {detailed ? kinds.join(' · ') : t('conflicts.badge', { count: entry.conflicts.length })}
    </Badge>
  );
}

export interface EditTools {
  timeZone: string;
  places: { id: number; name: string }[];
  courts: string[];
  defaultDuration: number;
  /** A move is being saved: no other starts meanwhile. */
  busy: boolean;
}

/** The owner's buttons on a match: move it (a form, the keyboard way of dragging) and enter its result. */
export function EntryActions({ entry, tools, compact = false }: { entry: CalendarEntry; tools: EditTools; compact?: boolean }) {
  const { t } = useTranslation('calendar');
  const locale = useLocale();
  const sides = useSides()(entry);
  const playable = entry.home !== null && entry.away !== null && entry.status !== 'bye';
  return (
    <span className="flex shrink-0 items-center gap-1">
      <MoveMatchDialog
        entry={entry}
        timeZone={tools.timeZone}
        places={tools.places}
        courts={tools.courts}
        defaultDuration={tools.defaultDuration}
        trigger={
          <Button type="button" variant="outline" size={compact ? 'icon' : 'sm'} className={compact ? 'size-7' : undefined} disabled={tools.busy} aria-label={compact ? t('move.open', sides) : undefined} data-testid="calendar-move">
            <MoveIcon aria-hidden="true" />
            {compact ? null : t('move.button')}
          </Button>
        }
      />
      {!compact && playable ? (
        <Button asChild variant="ghost" size="sm">
          <Link to={href('match', { matchId: entry.matchId }, locale)} aria-label={t('enterResultFor', sides)} data-testid="calendar-enter-result">
            <PencilLineIcon aria-hidden="true" />
            {entry.score ? t('correctResult') : t('enterResult')}
          </Link>
        </Button>
      ) : null}
    </span>
  );
}

/** Where a match is played: "Pabellón Norte · Mesa 2". */
export function whereOf(entry: CalendarEntry): string | null {
  return [entry.placeName, entry.court].filter(Boolean).join(' · ') || null;
}

export function Muted({ children }: { children: ReactNode }) {
  return <span className="text-sm text-muted-foreground">{children}</span>;
}
