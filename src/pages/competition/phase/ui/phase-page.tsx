import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LayoutGridIcon } from 'lucide-react';
import { useLivePhase } from '@/entities/match';
import { useOwnerMode } from '@/entities/session';
import { StatusBadge, tournamentQueries } from '@/entities/tournament';
import { StatusActions } from '@/features/tournament/change-status';
import { PageHeader } from '@/widgets/page-header';
import { PrintMenu } from '@/widgets/print-menu';
import { SectionNav } from '@/widgets/section-nav';
import { ApiRequestError } from '@/shared/api';
import { href, tabFromSlug, tabSlug, tournamentRouteOf, useCurrentRoute, useLocale, type RouteParams, type TournamentLevel } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadState } from '@/shared/ui/load-state';
import { Spinner } from '@/shared/ui/spinner';
import { CalendarPanel, preloadCalendar } from './lazy-calendar';
import { PhaseFacts } from './phase-facts';
import { PhaseEntries } from './phase-entries';
import { PhaseGroups } from './phase-groups';
import { PhaseBracket } from './phase-bracket';
import { PhaseDraw } from './phase-draw';
import { PhaseMatches } from './phase-matches';
import { PhaseEmbed } from './phase-embed';
import { Suspense } from '@/shared/lib/hydration';

const TABS = ['info', 'participants', 'matches', 'results'] as const;
const VIEWS: { key: string; level: TournamentLevel }[] = [
  { key: 'groups', level: 'groups' },
  { key: 'brackets', level: 'brackets' },
  { key: 'draws', level: 'draws' },
  { key: 'calendar', level: 'phaseCalendar' },
];

/** One phase of a tournament: its tabs, groups, brackets, draws and calendar, each at its own address. */
export function PhasePage() {
  const { t } = useTranslation('phase');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const route = useCurrentRoute();
  const params = useParams();
  const found = route ? tournamentRouteOf(route.id) : null;
  const phaseId = Number(params.phaseId);
  const validId = Number(params.validId);
  const phase = useQuery(tournamentQueries.phase(phaseId));
  useLivePhase(Number.isInteger(phaseId) && phaseId > 0 ? phaseId : null);
  const tournament = useQuery(tournamentQueries.detail(validId));
  const allowEdit = useOwnerMode(tournament.data?.createdByAccountId ?? null);
  const showsCalendar = found?.level === 'phaseCalendar';
  useEffect(() => {
    if (showsCalendar) preloadCalendar();
  }, [showsCalendar]);
  if (!route || !found) return null;
  const { set, level } = found;
  const inTournament: RouteParams = { validId };
  if (params.tournamentId) inTournament.tournamentId = Number(params.tournamentId);
  const base: RouteParams = { ...inTournament, phaseId };

  const tab = level === 'phase' ? tabFromSlug('phase', params.selectedTab) : null;
  if (level === 'phase' && !tab) return <Navigate to={href(set.phase, { ...base, selectedTab: tabSlug('phase', 'info', locale) }, locale)} replace />;
  const section = tab ?? VIEWS.find((view) => view.level === level)?.key ?? 'info';

  const links = [
    ...TABS.map((key) => ({ key, label: t(`tabs.${key}`), to: href(set.phase, { ...base, selectedTab: tabSlug('phase', key, locale) }, locale) })),
    ...VIEWS.map((view) => ({ key: view.key, label: t(`tabs.${view.key}`), to: href(set[view.level], base, locale) })),
  ];
  const tournamentHref = href(set.detail, { ...inTournament, selectedTab: tabSlug('tournament', 'phases', locale) }, locale);
  const missing = (phase.error instanceof ApiRequestError && phase.error.body.status === 404) || (phase.data && phase.data.validId !== validId);
  if (missing) {
    return (
      <section data-route-id={route.id} className="pb-16">
        <PageHeader title={t('missing')} />
        <EmptyState
          icon={<LayoutGridIcon />}
          title={t('missing')}
          description={t('missingHint')}
          action={
            <Button asChild variant="outline">
              <Link to={tournamentHref}>{t('backToTournament')}</Link>
            </Button>
          }
          data-testid="phase-unavailable"
        />
      </section>
    );
  }
  const data = phase.data;
  return (
    <section data-route-id={route.id} data-section={section} className="pb-16">
      <LoadState pending={phase.isPending} failed={phase.isError} onRetry={() => void phase.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
        {data ? (
          <>
            <PageHeader
              eyebrow={
                <Link to={tournamentHref} className="underline underline-offset-4">
                  {tournament.data?.name ?? t('eyebrow', { validId })}
                </Link>
              }
              title={<span data-testid="phase-name">{data.name}</span>}
              description={<StatusBadge statusId={data.statusId} />}
              actions={
                <>
                  <PrintMenu level="phase" validId={validId} phaseId={data.id} />
                  {allowEdit ? <StatusActions scope="phase" id={data.id} statusId={data.statusId} version={data.version} name={data.name} /> : null}
                </>
              }
            />
            <SectionNav label={t('sections')} links={links} className="mb-6 sm:mb-8" />
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-2xl font-bold">{t(`panels.${section}.title`)}</h2>
              {section === 'groups' || section === 'brackets' ? <PhaseEmbed view={section} validId={validId} phaseId={data.id} title={`${tournament.data?.name ?? ''} · ${data.name}`} /> : null}
            </div>
            <p className="mb-6 text-muted-foreground print:hidden">{t(`panels.${section}.text`)}</p>
            {section === 'info' && tournament.data ? <PhaseFacts phase={data} sportId={tournament.data.sportId} /> : null}
            {section === 'participants' ? <PhaseEntries validId={validId} phaseId={data.id} /> : null}
            {section === 'groups' ? <PhaseGroups phaseId={data.id} validId={validId} allowEdit={allowEdit} /> : null}
            {section === 'brackets' ? <PhaseBracket phaseId={data.id} validId={validId} /> : null}
            {section === 'draws' ? <PhaseDraw phase={data} allowEdit={allowEdit} /> : null}
            {(section === 'matches' || section === 'results') && tournament.data ? (
              <PhaseMatches phase={data} validId={validId} sportId={tournament.data.sportId} allowEdit={allowEdit} playedOnly={section === 'results'} />
            ) : null}
            {section === 'calendar' && tournament.data ? (
              <Suspense fallback={<Spinner label={common('loading')} />}>
                <CalendarPanel
                  scope={{ phaseId: data.id }}
                  canEdit={allowEdit}
                  feed={{ kind: 'phases', id: data.id, name: `${tournament.data.name} ${data.name}` }}
                  scheduler={allowEdit ? { scope: { phaseId: data.id }, sportId: tournament.data.sportId, startDate: tournament.data.startDate, endDate: tournament.data.endDate } : null}
                  sportId={tournament.data.sportId}
                />
              </Suspense>
            ) : null}
          </>
        ) : null}
      </LoadState>
    </section>
  );
}
