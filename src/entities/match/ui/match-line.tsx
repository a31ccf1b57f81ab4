import { Link } from 'react-router-dom';
import type { Locale } from '@domain/catalog';
import { localParts } from '@domain/calendar/time-zone.rules';
import type { FeedMatch, FeedSide } from '@domain/contract';
import { href } from '@/shared/routes';
import { cn } from '@/shared/lib/cn';
import { shortDate } from '@/shared/lib/intl';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * When a match is (or was) played, as the clocks of its community read it: "28 nov 2026, 21:50" / "Nov 28, 2026,
 * 9:50 PM", or the day alone. The same on the server and in any browser, whatever zone either is in.
 */
export function matchWhen(iso: string, timeZone: string, locale: Locale, withTime: boolean): string {
  const parts = localParts(Date.parse(iso), timeZone);
  const day = shortDate(`${parts.year}-${pad(parts.month)}-${pad(parts.day)}`, locale);
  if (!withTime) return day;
  const time = locale === 'en' ? `${parts.hour % 12 || 12}:${pad(parts.minute)} ${parts.hour < 12 ? 'AM' : 'PM'}` : `${pad(parts.hour)}:${pad(parts.minute)}`;
  return `${day}, ${time}`;
}

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
  return (
    <li className="flex flex-col gap-1 rounded-lg border p-3" data-testid="match-line" data-match-id={match.matchId}>
      <span className="text-sm text-muted-foreground">
        {when ? <time dateTime={when}>{matchWhen(when, match.timeZone, locale, match.playedAt === null)}</time> : unscheduled}
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
