import { Link, Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LayoutGridIcon } from 'lucide-react';
import { PageHeader } from '@/widgets/page-header';
import { SectionNav } from '@/widgets/section-nav';
import { href, tabFromSlug, tabSlug, tournamentRouteOf, useCurrentRoute, useLocale, type RouteParams, type TournamentLevel } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

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
  const locale = useLocale();
  const route = useCurrentRoute();
  const params = useParams();
  const found = route ? tournamentRouteOf(route.id) : null;
  if (!route || !found) return null;
  const { set, level } = found;
  const tournament: RouteParams = { validId: Number(params.validId) };
  if (params.tournamentId) tournament.tournamentId = Number(params.tournamentId);
  const base: RouteParams = { ...tournament, phaseId: Number(params.phaseId) };

  const tab = level === 'phase' ? tabFromSlug('phase', params.selectedTab) : null;
  if (level === 'phase' && !tab) return <Navigate to={href(set.phase, { ...base, selectedTab: tabSlug('phase', 'info', locale) }, locale)} replace />;
  const section = tab ?? VIEWS.find((view) => view.level === level)?.key ?? 'info';

  const links = [
    ...TABS.map((key) => ({ key, label: t(`tabs.${key}`), to: href(set.phase, { ...base, selectedTab: tabSlug('phase', key, locale) }, locale) })),
    ...VIEWS.map((view) => ({ key: view.key, label: t(`tabs.${view.key}`), to: href(set[view.level], base, locale) })),
  ];
  const tournamentHref = href(set.detail, { ...tournament, selectedTab: tabSlug('tournament', 'phases', locale) }, locale);
  return (
    <section data-route-id={route.id} data-section={section} className="pb-16">
      <PageHeader
        eyebrow={
          <Link to={tournamentHref} className="underline underline-offset-4">
            {t('eyebrow', { validId: tournament.validId })}
          </Link>
        }
        title={t('title', { id: base.phaseId })}
      />
      <SectionNav label={t('sections')} links={links} className="mb-8" />
      <h2 className="mb-2 text-2xl font-bold">{t(`panels.${section}.title`)}</h2>
      <p className="mb-6 text-muted-foreground">{t(`panels.${section}.text`)}</p>
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
