import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionQueries } from '@/entities/session';
import { ApiRequestError } from '@/shared/api';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Input } from '@/shared/ui/input';
import { Label } from '@/shared/ui/label';
import { Skeleton } from '@/shared/ui/skeleton';
import { toast } from '@/shared/ui/toaster';
import { playerSearchQuery, useLinkPlayer } from '../api/player-link.api';

const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** Links the user to the player they are, found by name among the community's players. */
export function PlayerLink({ userId }: { userId: number }) {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const [text, setText] = useState('');
  const search = useDeferredValue(text);
  const people = useQuery(sessionQueries.people(userId));
  const results = useQuery(playerSearchQuery(search));
  const link = useLinkPlayer();
  const change = async (personId: number | null) => {
    try {
      const result = await link.mutateAsync(personId);
      toast.success(t(result.request ? 'player.requestSent' : personId === null ? 'player.unlinkedToast' : 'player.linkedToast'));
    } catch (error) {
      toast.error(error instanceof ApiRequestError && error.body.message ? error.body.message : t('errors:somethingWentWrong'));
    }
  };
  if (people.isPending) return <Skeleton className="h-32 w-full" />;
  const player = people.data?.player ?? null;
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      {player ? (
        <section aria-labelledby="linked-player" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4" data-testid="linked-player">
          <div>
            <h2 id="linked-player" className="text-sm text-muted-foreground">{t('player.linked')}</h2>
            <p className="text-lg font-semibold">{nameOf(player)}</p>
          </div>
          <div className="flex gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={href('players-detail', { personId: player.id }, locale)}>{t('player.view')}</Link>
            </Button>
            <Button variant="ghost" size="sm" loading={link.isPending} onClick={() => void change(null)}>
              {t('player.unlink')}
            </Button>
          </div>
        </section>
      ) : (
        <EmptyState title={t('player.none')} description={t('player.noneText')} />
      )}
      <div className="flex flex-col gap-2">
        <Label htmlFor="player-search">{t('player.search')}</Label>
        <Input id="player-search" type="search" value={text} onChange={(event) => setText(event.target.value)} aria-describedby="player-search-hint" />
        <p id="player-search-hint" className="text-xs text-muted-foreground">{t('player.searchHint')}</p>
      </div>
      {search.trim().length >= 2 && results.data ? (
        results.data.length === 0 ? (
          <p role="status">{t('player.noResults')}</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-lg border" data-testid="player-results">
            {results.data.map((candidate) => (
              <li key={candidate.id} className="flex items-center justify-between gap-3 p-3">
                <span>{nameOf(candidate)}</span>
                {candidate.claimed ? (
                  <span className="text-sm text-muted-foreground">{t('player.claimed')}</span>
                ) : !candidate.managed ? (
                  <span className="flex max-w-[20rem] flex-col items-end gap-1 text-right">
                    <span className="text-sm text-muted-foreground">{t('player.notManaged')}</span>
                    <Button size="sm" variant="outline" disabled={link.isPending} onClick={() => void change(candidate.id)}>
                      {t('player.requestClaim')}
                    </Button>
                  </span>
                ) : (
                  <Button size="sm" variant="outline" disabled={link.isPending} onClick={() => void change(candidate.id)}>
                    {t('player.claim')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
