import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MonitorIcon } from 'lucide-react';
import { CourtCard, orderOfPlayQueries } from '@/entities/order-of-play';
import { DeskButtons } from '@/features/calendar/desk-state';
import { useBoardChanges } from '@/shared/api';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadState } from '@/shared/ui/load-state';

/**
 * The tournament's order of play: each court's match now, next and after, kept live through the tournament's
 * stream. The owner gets the desk's buttons beside each match; links open the TV boards.
 */
export function TournamentOrderOfPlay({ validId, manage }: { validId: number; manage: boolean }) {
  const { t } = useTranslation('order-of-play');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const client = useQueryClient();
  const query = useQuery(orderOfPlayQueries.of('valid', validId));
  useBoardChanges({ kind: 'valid', id: validId }, () => void client.invalidateQueries({ queryKey: orderOfPlayQueries.of('valid', validId).queryKey }));
  const data = query.data;
  const places = data ? [...new Map(data.courts.flatMap((court) => (court.placeId === null ? [] : [[court.placeId, court.placeName ?? '']] as const))).entries()] : [];
  return (
    <div data-testid="order-of-play">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold">{t('title')}</h2>
          <p className="text-muted-foreground">{t('intro')}</p>
          {data ? <p className="text-sm text-muted-foreground">{t('timeZone', { zone: data.timeZone })}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={href('venue-board', { validId }, locale)} data-testid="open-board">
              <MonitorIcon aria-hidden="true" />
              {t('openBoard')}
            </Link>
          </Button>
          {places.map(([placeId, name]) => (
            <Button key={placeId} asChild variant="ghost">
              <Link to={href('place-board', { placeId }, locale)}>{t('openPlaceBoard', { place: name })}</Link>
            </Button>
          ))}
        </div>
      </div>
      <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
        {data && data.courts.length === 0 ? <EmptyState icon={<MonitorIcon />} title={t('empty')} description={t('emptyHint')} /> : null}
        {data && data.courts.length > 0 ? (
          <div className="grid gap-4 lg:grid-cols-2">
            {data.courts.map((court) => (
              <CourtCard key={`${court.placeId ?? ''}-${court.court}`} court={court} variant="page" today={data.today} actionSlot={manage ? (match) => <DeskButtons match={match} /> : undefined} />
            ))}
          </div>
        ) : null}
      </LoadState>
    </div>
  );
}
