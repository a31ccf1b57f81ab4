import { Link } from 'react-router-dom';
import type { Locale } from '@domain/catalog';
import type { FeedMatch, FeedSide } from '@domain/contract';
import { href } from '@/shared/routes';
import { cn } from '@/shared/lib/cn';

// Sides are players, doubles or teams alike, so they are named, not linked: the match page links each.
function Side({ side, won }: { side: FeedSide | null; won: boolean }) {
  if (!side) return <span className="text-muted-foreground">—</span>;
  return <span className={cn(won && 'font-semibold')}>{side.name}</span>;
}

/**
 * One match in a list: when (played or scheduled), its tournament and phase, both sides and the score. A match
 * with no time yet says so with `unscheduled`, already translated by the caller.
 */
export function MatchLine({ match, locale, unscheduled }: { match: FeedMatch; locale: Locale; unscheduled: string }) {
  const when = match.playedAt ?? match.scheduledAt;
  const format = new Intl.DateTimeFormat(locale, match.playedAt ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="flex flex-col gap-1 rounded-lg border p-3" data-testid="match-line" data-match-id={match.matchId}>
      <span className="text-sm text-muted-foreground">
        {when ? <time dateTime={when}>{format.format(new Date(when))}</time> : unscheduled}
        {' · '}
        <Link to={href('match', { matchId: match.matchId }, locale)} className="underline underline-offset-4">
          {`${match.validName} · ${match.phaseName}`}
        </Link>
      </span>
      <span className="flex flex-wrap items-center gap-2">
        <Side side={match.home} won={match.winner === 'home'} />
        <span className="tabular-nums font-semibold" data-testid="match-line-score">{match.score ?? '–'}</span>
        <Side side={match.away} won={match.winner === 'away'} />
      </span>
    </li>
  );
}
