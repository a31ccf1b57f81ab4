import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { LayersIcon } from 'lucide-react';
import { ResourceGate } from '@/entities/access';
import { $isAuthenticated } from '@/entities/session';
import { PageHeader } from '@/widgets/page-header';
import { SectionNav } from '@/widgets/section-nav';
import { href, useCurrentRoute, useLocale, type RouteId } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

const SECTION_OF: Partial<Record<RouteId, 'overview' | 'tournaments' | 'calendar'>> = {
  'multi-tournament': 'overview',
  'multi-tournament-tournaments': 'tournaments',
  'alt-valids': 'tournaments',
  'multi-tournament-calendar': 'calendar',
};

/** A multi-tournament (an event that groups several tournaments): overview, its tournaments and its calendar. */
export function MultiTournamentPage() {
  const { t } = useTranslation('multi-tournament');
  const locale = useLocale();
  const route = useCurrentRoute();
  const member = useUnit($isAuthenticated);
  const tournamentId = Number(useParams().tournamentId);
  const section = (route && SECTION_OF[route.id]) ?? 'overview';
  const links = [
    { key: 'overview', label: t('tabs.overview'), to: href('multi-tournament', { tournamentId }, locale) },
    { key: 'tournaments', label: t('tabs.tournaments'), to: href('multi-tournament-tournaments', { tournamentId }, locale) },
    { key: 'calendar', label: t('tabs.calendar'), to: href('multi-tournament-calendar', { tournamentId }, locale) },
  ];
  return (
    <section data-route-id={route?.id ?? 'multi-tournament'} data-section={section} className="pb-16">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('title', { id: tournamentId })}
        actions={
          member ? (
            <ResourceGate resource="createValid">
              <Button asChild variant="outline">
                <Link to={href('multi-tournament-tournament-create', { tournamentId }, locale)}>{t('addTournament')}</Link>
              </Button>
            </ResourceGate>
          ) : null
        }
      />
      <SectionNav label={t('sections')} links={links} className="mb-8" />
      <h2 className="mb-2 text-2xl font-bold">{t(`panels.${section}.title`)}</h2>
      <p className="mb-6 text-muted-foreground">{t(`panels.${section}.text`)}</p>
      <EmptyState
        icon={<LayersIcon />}
        title={t('missing')}
        description={t('missingHint')}
        action={
          <Button asChild variant="outline">
            <Link to={href('tournaments', {}, locale)}>{t('backToList')}</Link>
          </Button>
        }
      />
    </section>
  );
}
