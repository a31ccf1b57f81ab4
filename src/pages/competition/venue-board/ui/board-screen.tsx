import { useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { zoneOffsetMinutes } from '@domain/calendar';
import type { OrderOfPlay } from '@domain/contract';
import { CourtCard, orderOfPlayQueries } from '@/entities/order-of-play';
import { isMissingRecord, useBoardChanges, type BoardScope } from '@/shared/api';
import { useLocale } from '@/shared/routes';
import { useAutoScroll } from '../lib/use-auto-scroll';
import { useClock } from '../lib/use-clock';

/** Read again now and then even without notices: "now" moves on by the clock too, not only by the desk. */
const REFRESH_MS = 60_000;

function BoardClock({ timeZone, locale }: { timeZone: string; locale: string }) {
  const { t } = useTranslation('order-of-play');
  const now = useClock();
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(now);
  return (
    <p className="sm:text-right">
      <span className="sr-only">{t('board.clock')}: </span>
      <time data-testid="board-clock" data-clock="" data-offset={zoneOffsetMinutes(now, timeZone)} className="block text-4xl font-black tabular-nums md:text-5xl lg:text-7xl" suppressHydrationWarning>
        {time}
      </time>
    </p>
  );
}

/**
 * A venue board for a TV: every court's match now, next and after in large type, white on black, no controls. It
 * follows the tournament's or place's stream and pages through the courts by itself when they do not fit.
 */
export function BoardScreen({ scope, routeId }: { scope: BoardScope; routeId: string }) {
  const { t } = useTranslation('order-of-play');
  const locale = useLocale();
  const client = useQueryClient();
  const options = orderOfPlayQueries.of(scope.kind, scope.id);
  const query = useQuery({ ...options, refetchInterval: REFRESH_MS, retry: (count, error) => !isMissingRecord(error) && count < 3 });
  useBoardChanges(scope, () => void client.invalidateQueries({ queryKey: options.queryKey }));
  const scroller = useRef<HTMLDivElement>(null);
  useAutoScroll(scroller);
  const data: OrderOfPlay | undefined = query.data;
  const missing = isMissingRecord(query.error);
  const dateText = data ? new Intl.DateTimeFormat(locale, { timeZone: data.timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(data.at)) : '';
  return (
    <div data-route-id={routeId} data-testid="venue-board" data-live-start="wide" className="flex h-dvh flex-col bg-black text-white">
      <header className="flex flex-col gap-2 border-b border-white/40 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6 sm:px-6 sm:py-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-black break-words md:text-4xl lg:text-6xl">{missing ? t(scope.kind === 'valid' ? 'board.missingTournament' : 'board.missingPlace') : (data?.scope.name ?? '')}</h1>
          {data ? <p className="mt-1 text-xl md:text-2xl lg:text-3xl">{t('board.today', { date: dateText })}</p> : null}
        </div>
        {data ? <BoardClock timeZone={data.timeZone} locale={locale} /> : null}
      </header>
      {/* Scrollable by touch and keys too; on a TV it pages by itself. The bar stays hidden: it would only eat width. */}
      <div ref={scroller} tabIndex={0} aria-label={t('board.courts')} role="region" className="flex-1 overflow-y-auto px-4 py-4 [scrollbar-width:none] sm:px-6 sm:py-5" aria-busy={query.isFetching}>
        {missing ? <p className="text-3xl">{t('board.missingHint')}</p> : null}
        {query.isError && !missing ? <p className="text-3xl">{t('board.failed')}</p> : null}
        {data && data.courts.length === 0 ? <p className="text-3xl">{t('board.empty')}</p> : null}
        {data && data.courts.length > 0 ? (
          <div className="grid gap-5 md:grid-cols-2 2xl:grid-cols-3">
            {data.courts.map((court) => (
              <CourtCard key={`${court.placeId ?? ''}-${court.court}`} court={court} variant="board" showTournament={scope.kind === 'place'} today={data.today} />
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
