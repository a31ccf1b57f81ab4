import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TrophyIcon } from 'lucide-react';
import { useOwnerMode } from '@/entities/session';
import { formatDateRange, StatusBadge, tournamentQueries } from '@/entities/tournament';
import { AskButton } from '@/features/requests/request-entry';
import { StatusActions } from '@/features/tournament/change-status';
import { TournamentOwnerActions } from '@/features/tournament/edit-tournament';
import { EmbedButton } from '@/features/share/embed-code';
import { FollowButton } from '@/features/favorites/follow';
import { ScorekeeperLinks } from '@/features/tournament/manage-scorekeepers';
import { PageHeader } from '@/widgets/page-header';
import { PrintMenu } from '@/widgets/print-menu';
import { SectionNav } from '@/widgets/section-nav';
import { ApiRequestError } from '@/shared/api';
import { href, tabFromSlug, tabSlug, tournamentRouteOf, useCurrentRoute, useLocale, type RouteParams } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadState } from '@/shared/ui/load-state';
import { Spinner } from '@/shared/ui/spinner';
import { CalendarPanel, preloadCalendar } from './lazy-calendar';
import { TournamentEntries } from './tournament-entries';
import { TournamentInfo } from './tournament-info';
import { OrderOfPlayPanel } from './lazy-order-of-play';
import { TournamentPhases } from './tournament-phases';
import { Suspense } from '@/shared/lib/hydration';

type Section = 'info' | 'participants' | 'phases' | 'inscriptions' | 'calendar' | 'orderOfPlay';
const TABS = ['info', 'participants', 'phases'] as const;

/**
 * One tournament (a "valid"): its sections as addresses of their own, in whichever route set it was opened
 * (main, multi-tournament nesting or the alternative readings). The owner gets the status actions and the
 * entry controls; everyone else the same page read-only.
 */
export function TournamentPage() {
  const { t } = useTranslation('tournament');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const route = useCurrentRoute();
  const params = useParams();
  const found = route ? tournamentRouteOf(route.id) : null;
  const validId = Number(params.validId);
  const query = useQuery({ ...tournamentQueries.detail(validId), enabled: Number.isInteger(validId) && validId > 0 });
  const allowEdit = useOwnerMode(query.data?.createdByAccountId ?? null);
  const showsCalendar = found?.level === 'calendar';
  useEffect(() => {
    if (showsCalendar) preloadCalendar();
  }, [showsCalendar]);
  if (!route || !found) return null;
  const { set, level } = found;
  const base: RouteParams = { validId };
  if (params.tournamentId) base.tournamentId = Number(params.tournamentId);

  const tab = level === 'detail' ? tabFromSlug('tournament', params.selectedTab) : null;
  // An unknown tab name opens the first tab, in the page's language.
  if (level === 'detail' && !tab) return <Navigate to={href(set.detail, { ...base, selectedTab: tabSlug('tournament', 'info', locale) }, locale)} replace />;
  const section: Section = level === 'calendar' ? 'calendar' : level === 'inscriptions' || tab === 'inscriptions' ? 'inscriptions' : (tab ?? 'info');

  const links = [
    ...TABS.map((key) => ({ key, label: t(`tabs.${key}`), to: href(set.detail, { ...base, selectedTab: tabSlug('tournament', key, locale) }, locale) })),
    { key: 'inscriptions', label: t('tabs.inscriptions'), to: href(set.inscriptions, base, locale) },
    { key: 'calendar', label: t('tabs.calendar'), to: href(set.calendar, base, locale) },
    { key: 'orderOfPlay', label: t('tabs.orderOfPlay'), to: href(set.detail, { ...base, selectedTab: tabSlug('tournament', 'orderOfPlay', locale) }, locale) },
  ];
  const missing = query.error instanceof ApiRequestError && query.error.body.status === 404;
  const tournament = query.data;
  if (missing || !Number.isInteger(validId)) {
    return (
      <section data-route-id={route.id} className="pb-16">
        <PageHeader eyebrow={t('eyebrow')} title={t('missing')} />
        <EmptyState
          icon={<TrophyIcon />}
          title={t('missing')}
          description={t('missingHint')}
          action={
            <Button asChild variant="outline">
              <Link to={href('tournaments', {}, locale)}>{t('backToList')}</Link>
            </Button>
          }
          data-testid="tournament-unavailable"
        />
      </section>
    );
  }
  return (
    <section data-route-id={route.id} data-section={section} className="pb-16">
      <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
        {tournament ? (
          <>
            <PageHeader
              eyebrow={
                tournament.tournamentId ? (
                  <Link to={href('multi-tournament', { tournamentId: tournament.tournamentId }, locale)} className="underline underline-offset-4">
                    {tournament.tournamentName ?? t('eyebrow')}
                  </Link>
                ) : (
                  t('eyebrow')
                )
              }
              title={<span data-testid="tournament-name">{tournament.name}</span>}
              description={
                <span className="flex flex-wrap items-center gap-3 text-base">
                  <StatusBadge statusId={tournament.statusId} />
                  {formatDateRange(tournament.startDate, tournament.endDate, locale)}
                  {tournament.placeName ? ` · ${tournament.placeName}` : ''}
                </span>
              }
              actions={
                <>
                  <FollowButton kind="tournament" targetId={tournament.id} name={tournament.name} />
                  <EmbedButton route="embed-results" params={{ validId: tournament.id }} title={tournament.name} />
                  <PrintMenu level="tournament" validId={tournament.id} />
                  {allowEdit ? (
                    <>
                      <StatusActions scope="valid" id={tournament.id} statusId={tournament.statusId} version={tournament.version} name={tournament.name} schedule={{ inscriptionEnd: tournament.inscriptionEnd, endDate: tournament.endDate }} />
                      <TournamentOwnerActions tournament={tournament} />
                    </>
                  ) : tournament.statusId === 1 ? (
                    <AskButton target={{ validId: tournament.id }} name={tournament.name} />
                  ) : null}
                </>
              }
            />
            <SectionNav label={t('sections')} links={links} className="mb-6 sm:mb-8" />
            {section === 'info' ? <TournamentInfo tournament={tournament} /> : null}
            {section === 'participants' ? <TournamentEntries tournament={tournament} manage={false} /> : null}
            {section === 'inscriptions' ? <TournamentEntries tournament={tournament} manage={allowEdit} /> : null}
            {section === 'phases' ? <TournamentPhases tournament={tournament} set={set} base={base} manage={allowEdit} /> : null}
            {section === 'orderOfPlay' ? (
              <Suspense fallback={<Spinner label={common('loading')} />}>
                <OrderOfPlayPanel validId={tournament.id} manage={allowEdit} />
              </Suspense>
            ) : null}
            {section === 'phases' && allowEdit && tournament.phases.length > 0 ? (
              <ScorekeeperLinks validId={tournament.id} phases={tournament.phases.map((phase) => ({ id: phase.id, name: phase.name }))} endDate={tournament.endDate} />
            ) : null}
            {section === 'calendar' ? (
              <>
                <h2 className="mb-2 text-2xl font-bold">{t('panels.calendar.title')}</h2>
                <p className="mb-6 text-muted-foreground">{t('panels.calendar.text')}</p>
                <Suspense fallback={<Spinner label={common('loading')} />}>
                  <CalendarPanel
                    scope={{ validId: tournament.id }}
                    canEdit={allowEdit}
                    phases={tournament.phases.map((phase) => ({ id: phase.id, name: phase.name }))}
                    feed={{ kind: 'valids', id: tournament.id, name: tournament.name }}
                    scheduler={allowEdit ? { scope: { validId: tournament.id }, sportId: tournament.sportId, startDate: tournament.startDate, endDate: tournament.endDate } : null}
                    sportId={tournament.sportId}
                  />
                </Suspense>
              </>
            ) : null}
          </>
        ) : null}
      </LoadState>
    </section>
  );
}
