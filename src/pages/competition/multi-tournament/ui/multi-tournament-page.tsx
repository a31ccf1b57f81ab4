import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LayersIcon } from 'lucide-react';
import { useCommunityId } from '@/entities/reference';
import { useOwnerMode } from '@/entities/session';
import { formatDateRange, multiTournamentQueries, TournamentCard, tournamentQueries } from '@/entities/tournament';
import { PageHeader } from '@/widgets/page-header';
import { SectionNav } from '@/widgets/section-nav';
import { ApiRequestError } from '@/shared/api';
import { href, tabSlug, useCurrentRoute, useLocale, type RouteId } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadState } from '@/shared/ui/load-state';
import { Spinner } from '@/shared/ui/spinner';
import { CalendarPanel, preloadCalendar } from './lazy-calendar';
import { Suspense } from '@/shared/lib/hydration';

const SECTION_OF: Partial<Record<RouteId, 'overview' | 'tournaments' | 'calendar'>> = {
  'multi-tournament': 'overview',
  'multi-tournament-tournaments': 'tournaments',
  'alt-valids': 'tournaments',
  'multi-tournament-calendar': 'calendar',
};

/** A multi-tournament (an event that groups several tournaments): overview, its tournaments and its calendar. */
export function MultiTournamentPage() {
  const { t } = useTranslation('multi-tournament');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const route = useCurrentRoute();
  const communityId = useCommunityId();
  const tournamentId = Number(useParams().tournamentId);
  const section = (route && SECTION_OF[route.id]) ?? 'overview';
  const showsCalendar = section === 'calendar';
  useEffect(() => {
    if (showsCalendar) preloadCalendar();
  }, [showsCalendar]);
  const query = useQuery(multiTournamentQueries.detail(tournamentId));
  const tournaments = useQuery(tournamentQueries.list(communityId, { tournamentId, size: 50 }));
  const allowEdit = useOwnerMode(query.data?.createdByAccountId ?? null);
  const links = [
    { key: 'overview', label: t('tabs.overview'), to: href('multi-tournament', { tournamentId }, locale) },
    { key: 'tournaments', label: t('tabs.tournaments'), to: href('multi-tournament-tournaments', { tournamentId }, locale) },
    { key: 'calendar', label: t('tabs.calendar'), to: href('multi-tournament-calendar', { tournamentId }, locale) },
  ];
  const missing = query.error instanceof ApiRequestError && query.error.body.status === 404;
  const event = query.data;
  const items = tournaments.data?.items ?? [];
  if (missing) {
    return (
      <section data-route-id={route?.id ?? 'multi-tournament'} className="pb-16">
        <PageHeader eyebrow={t('eyebrow')} title={t('missing')} />
        <EmptyState
          icon={<LayersIcon />}
          title={t('missing')}
          description={t('missingHint')}
          action={
            <Button asChild variant="outline">
              <Link to={href('tournaments', {}, locale)}>{t('backToList')}</Link>
            </Button>
          }
          data-testid="multi-tournament-unavailable"
        />
      </section>
    );
  }
  return (
    <section data-route-id={route?.id ?? 'multi-tournament'} data-section={section} className="pb-16">
      <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
        {event ? (
          <>
            <PageHeader
              eyebrow={t('eyebrow')}
              title={<span data-testid="multi-tournament-name">{event.name}</span>}
              description={[formatDateRange(event.startDate, event.endDate, locale), event.placeName].filter(Boolean).join(' · ')}
              actions={
                allowEdit ? (
                  <Button asChild variant="outline">
                    <Link to={href('multi-tournament-tournament-create', { tournamentId }, locale)}>{t('addTournament')}</Link>
                  </Button>
                ) : null
              }
            />
            <SectionNav label={t('sections')} links={links} className="mb-6 sm:mb-8" />
            {section === 'overview' ? (
              <dl className="mb-8 grid gap-4 sm:grid-cols-3" data-testid="multi-tournament-facts">
                {[
                  [t('facts.tournaments'), String(event.validCount)],
                  [t('facts.organizer'), event.organizerName ?? '—'],
                  [t('facts.season'), event.seasonName ?? '—'],
                ].map(([label, value]) => (
                  <div key={label} className="flex flex-col gap-1 rounded-lg border p-4">
                    <dt className="text-sm text-muted-foreground">{label}</dt>
                    <dd className="text-lg font-semibold">{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {section === 'overview' && event.description ? <p className="mb-8 whitespace-pre-line">{event.description}</p> : null}
            {section === 'calendar' ? (
              <Suspense fallback={<Spinner label={common('loading')} />}>
                <CalendarPanel scope={{ tournamentId }} canEdit={false} feed={{ kind: 'tournaments', id: tournamentId, name: event.name }} />
              </Suspense>
            ) : items.length > 0 ? (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="multi-tournament-tournaments">
                {items.map((tournament) => (
                  <li key={tournament.id}>
                    <TournamentCard
                      tournament={tournament}
                      to={href('multi-nested-tournament-detail', { tournamentId, validId: tournament.id, selectedTab: tabSlug('tournament', 'info', locale) }, locale)}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState icon={<LayersIcon />} title={t('noTournaments')} description={t('noTournamentsHint')} />
            )}
          </>
        ) : null}
      </LoadState>
    </section>
  );
}
