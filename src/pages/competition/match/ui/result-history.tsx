import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MatchResult, MatchRules } from '@domain/engine';
import { matchQueries, scoreSummary } from '@/entities/match';
import { useLocale } from '@/shared/routes';
import { dateFormat } from '@/shared/lib/intl';

interface ResultHistoryProps {
  matchId: number;
  rules: MatchRules | null;
  sideNames: { home: string; away: string };
}

/** For the owner: every save of the result, newest first, with who saved it, the score before and after, and why. */
export function ResultHistory({ matchId, rules, sideNames }: ResultHistoryProps) {
  const { t } = useTranslation('match');
  const locale = useLocale();
  const history = useQuery(matchQueries.history(matchId));
  const entries = history.data?.entries ?? [];
  const when = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const score = (result: MatchResult | null) => {
    const summary = scoreSummary(result, rules);
    if (!summary) return t('history.noResult');
    if (summary.forfeitedBy) return t('walkover', { side: sideNames[summary.forfeitedBy] });
    const periods = summary.periods.length > 0 ? ` (${summary.periods.join(', ')})` : '';
    const penalties = summary.penalties ? ` · ${t('penaltiesShort', { score: summary.penalties })}` : '';
    return `${summary.home}–${summary.away}${periods}${penalties}`;
  };
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="result-history-title" className="mt-8 space-y-3" data-testid="result-history">
      <h2 id="result-history-title" className="font-display text-2xl font-bold">
        {t('history.title')}
      </h2>
      <ol className="space-y-2">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-lg border p-3 text-sm" data-testid="result-history-entry">
            <p className="text-muted-foreground">
              <time dateTime={entry.recordedAt}>{when.format(new Date(entry.recordedAt))}</time>
              {' · '}
              {entry.keeperName ? t('history.keeper', { name: entry.keeperName }) : (entry.userName ?? entry.accountName ?? t('history.unknownAuthor'))}
              {entry.apiKeyName ? ` ${t('history.apiKey', { name: entry.apiKeyName })}` : null}
            </p>
            <p className="font-medium tabular-nums">{t('history.change', { before: score(entry.before), after: score(entry.after) })}</p>
            {entry.reason ? <p>{t('history.reason', { reason: entry.reason })}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
