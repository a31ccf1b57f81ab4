import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BracketMatch, EntryId, Side } from '@domain/engine';
import { cn } from '@/shared/lib/cn';
import type { EntryLookup } from '../lib/bracket-layout';
import { useHighlightAmong, type HighlightStore } from '../model/highlight-store';

interface Props {
  match: BracketMatch;
  entries: EntryLookup;
  highlight: HighlightStore;
  onSelect?: (match: BracketMatch) => void;
}

function sideScore(match: BracketMatch, side: Side): string {
  const result = match.result;
  if (!result) return '';
  if (result.forfeitedBy) return result.forfeitedBy === side ? 'W.O.' : '';
  const periods = result.periods.reduce((sum, period) => {
    const other = side === 'home' ? 'away' : 'home';
    return sum + (period[side] > period[other] ? 1 : 0);
  }, 0);
  return String(periods);
}

/** One match of the bracket; memoised, and lit only when the highlighted entry plays in it. */
export const BracketMatchCard = memo(function BracketMatchCard({ match, entries, highlight, onSelect }: Props) {
  const { t } = useTranslation('bracket');
  const highlighted = useHighlightAmong(highlight, [match.home, match.away]);
  const onHighlight = (entry: EntryId | null) => highlight.set(entry);
  const label = (entry: EntryId | null) =>
    entry === null ? (match.round === 1 ? t('bye') : t('toBeDecided')) : (entries[String(entry)]?.name ?? String(entry));
  const row = (side: Side) => {
    const entry = match[side];
    const display = entry === null ? undefined : entries[String(entry)];
    const won = entry !== null && match.winner === entry;
    return (
      <span
        data-entry={entry ?? undefined}
        data-highlighted={entry !== null && entry === highlighted ? 'true' : undefined}
        onPointerEnter={() => onHighlight(entry)}
        className={cn(
          'flex h-1/2 items-center gap-2 px-2 text-sm',
          won && 'font-semibold text-primary',
          entry === null && 'italic text-muted-foreground',
          entry !== null && entry === highlighted && 'bg-accent',
        )}
      >
        {display?.seed ? <span className="w-5 text-xs text-muted-foreground" title={t('seed', { seed: display.seed })}>{display.seed}</span> : <span className="w-5" />}
        <span className="min-w-0 flex-1 truncate leading-tight">
          {label(entry)}
          {display?.club ? <span className="block truncate text-xs font-normal text-muted-foreground">{display.club}</span> : null}
        </span>
        {won ? <span className="sr-only">{t('winner')}</span> : null}
        <span className="tabular-nums">{sideScore(match, side)}</span>
      </span>
    );
  };
  const inPath = highlighted !== null;
  return (
    <button
      type="button"
      data-match={match.id}
      data-in-path={inPath ? 'true' : undefined}
      aria-label={t('match', { round: match.round, position: match.position, home: label(match.home), away: label(match.away) })}
      onClick={() => onSelect?.(match)}
      onFocus={() => onHighlight(match.winner ?? match.home)}
      onBlur={() => onHighlight(null)}
      onPointerLeave={() => onHighlight(null)}
      className={cn(
        'flex h-full w-full flex-col divide-y rounded-md border bg-card text-left text-card-foreground shadow-sm break-inside-avoid',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        inPath && 'border-primary ring-1 ring-primary',
      )}
    >
      {row('home')}
      {row('away')}
    </button>
  );
});
