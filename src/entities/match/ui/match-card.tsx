import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SportRules } from '@domain/engine';
import type { MatchView } from '@domain/contract';
import { cn } from '@/shared/lib/cn';
import { Badge } from '@/shared/ui/badge';
import { scoreSummary } from '../lib/score-summary';

interface MatchCardProps {
  match: MatchView;
  home: string | null;
  away: string | null;
  rules: SportRules | null;
  /** The match page. */
  to: string;
  /** Filled by the page with a feature's action (entering the result). */
  actionSlot?: ReactNode;
  /** Inside another website's frame: the match opens on the platform, in a new tab. */
  newTab?: boolean;
}

/** One match in a list: both sides, the score and each period's, its status, a link to its page. */
export function MatchCard({ match, home, away, rules, to, actionSlot, newTab = false }: MatchCardProps) {
  const { t } = useTranslation('match');
  const score = scoreSummary(match.result, rules);
  const side = (name: string | null, id: number | null) => (
    <span className={cn('min-w-0 truncate', name === null && 'italic text-muted-foreground', id !== null && id === match.winnerId && 'font-semibold text-primary')}>
      {name ?? (match.status === 'bye' ? t('bye') : t('toBeDecided'))}
    </span>
  );
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center" data-testid="match-card" data-match={match.code} data-status={match.status}>
      <Link to={to} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})} className="grid min-w-0 flex-1 grid-cols-[1fr_auto_1fr] items-center gap-3 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-label={t('open', { home: home ?? t('toBeDecided'), away: away ?? t('toBeDecided') })}>
        {side(home, match.homeId)}
        <span className="font-display text-lg font-bold tabular-nums" data-testid="match-score">
          {score ? `${score.home} : ${score.away}` : '–'}
        </span>
        <span className="text-right">{side(away, match.awayId)}</span>
        {score && score.periods.length > 0 ? (
          <span className="col-span-3 text-center text-xs text-muted-foreground tabular-nums">
            {score.periods.join(' · ')}
            {score.penalties ? ` (${t('penaltiesShort', { score: score.penalties })})` : ''}
          </span>
        ) : null}
        {score?.forfeitedBy ? <span className="col-span-3 text-center text-xs text-muted-foreground">{t('walkover', { side: score.forfeitedBy === 'home' ? home : away })}</span> : null}
      </Link>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <Badge variant={match.status === 'played' ? 'success' : 'outline'}>{t(`status.${match.status}`)}</Badge>
        {actionSlot}
      </div>
    </li>
  );
}
