import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StarIcon } from 'lucide-react';
import type { FeedMatch } from '@domain/contract';
import { favoriteHref, favoriteQueries } from '@/entities/favorite';
import { FollowMailForm } from '@/features/favorites/follow-mail';
import { MatchLine } from '@/entities/match';
import { MovementMark } from '@/entities/ranking';
import { href, useLocale } from '@/shared/routes';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadState } from '@/shared/ui/load-state';

function MatchList({ id, title, empty, matches }: { id: string; title: string; empty: string; matches: FeedMatch[] }) {
  const { t } = useTranslation('welcome');
  const locale = useLocale();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3" data-testid={id}>
      <h3 id={id} className="text-xl font-bold">{title}</h3>
      {matches.length === 0 ? <p className="text-muted-foreground">{empty}</p> : null}
      <ul className="flex flex-col gap-2">
        {matches.map((match) => (
          <MatchLine key={match.matchId} match={match} locale={locale} unscheduled={t('following.unscheduled')} />
        ))}
      </ul>
    </section>
  );
}

/** What the user follows: the things themselves, their next matches and latest results, and the rankings' tops. */
export function Following({ userId }: { userId: number }) {
  const { t } = useTranslation('welcome');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const list = useQuery(favoriteQueries.list(userId));
  const feed = useQuery(favoriteQueries.feed(userId, locale));
  const followed = list.data ?? [];
  return (
    <section aria-labelledby="following" className="flex flex-col gap-6 pb-12" data-testid="following">
      <h2 id="following" className="text-2xl font-bold">{t('following.title')}</h2>
      <LoadState
        pending={list.isPending || feed.isPending}
        failed={list.isError || feed.isError}
        onRetry={() => void Promise.all([list.refetch(), feed.refetch()])}
        labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}
      >
        {followed.length === 0 ? (
          <EmptyState
            icon={<StarIcon />}
            title={t('following.emptyTitle')}
            description={t('following.emptyText')}
            action={<Link to={href('tournaments', {}, locale)} className="underline underline-offset-4">{t('following.browse')}</Link>}
            data-testid="following-empty"
          />
        ) : (
          <>
            <ul className="flex flex-wrap gap-2" aria-label={t('following.list')}>
              {followed.map((item) => (
                <li key={`${item.kind}-${item.targetId}`}>
                  <Link to={favoriteHref(item, locale)} className="inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm hover:bg-accent">
                    <StarIcon aria-hidden="true" className="size-3.5 fill-current text-primary" />
                    <span className="sr-only">{`${t(`following.kinds.${item.kind}`)}: `}</span>
                    {item.name}
                  </Link>
                </li>
              ))}
            </ul>
            {feed.data ? (
              <div className="grid gap-8 lg:grid-cols-2">
                <MatchList id="following-upcoming" title={t('following.upcoming')} empty={t('following.noUpcoming')} matches={feed.data.upcoming} />
                <MatchList id="following-results" title={t('following.results')} empty={t('following.noResults')} matches={feed.data.results} />
                {feed.data.rankings.map((ranking) => (
                  <section key={ranking.rankingId} aria-labelledby={`following-ranking-${ranking.rankingId}`} className="flex flex-col gap-3" data-testid="following-ranking">
                    <h3 id={`following-ranking-${ranking.rankingId}`} className="text-xl font-bold">
                      <Link to={href('ranking-modality', { rankingId: ranking.rankingId, rankingModalityId: ranking.rankingModalityId }, locale)} className="hover:underline">
                        {ranking.rankingName}
                      </Link>
                    </h3>
                    <ol className="flex flex-col gap-1">
                      {ranking.rows.map((row) => (
                        <li key={row.personId} className="flex items-center gap-3">
                          <span className="w-6 text-right tabular-nums font-semibold">{row.position}</span>
                          <Link to={href('players-detail', { personId: row.personId }, locale)} className="flex-1 hover:underline">{row.name}</Link>
                          <span className="tabular-nums text-muted-foreground">{t('following.points', { count: row.points })}</span>
                          <MovementMark movement={row.movement} />
                        </li>
                      ))}
                    </ol>
                  </section>
                ))}
              </div>
            ) : null}
          </>
        )}
      </LoadState>
      <FollowMailForm userId={userId} />
    </section>
  );
}
