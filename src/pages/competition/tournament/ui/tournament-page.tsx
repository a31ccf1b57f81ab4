import { Link, Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TrophyIcon } from 'lucide-react';
import { PageHeader } from '@/widgets/page-header';
import { SectionNav } from '@/widgets/section-nav';
import { href, tabFromSlug, tabSlug, tournamentRouteOf, useCurrentRoute, useLocale, type RouteParams } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

type Section = 'info' | 'participants' | 'phases' | 'inscriptions' | 'calendar';
const TABS = ['info', 'participants', 'phases'] as const;

/**
 * One tournament (a "valid"): its sections as addresses of their own, in whichever route set it was opened
 * (main, multi-tournament nesting or the alternative readings).
 */
export function TournamentPage() {
  const { t } = useTranslation('tournament');
  const locale = useLocale();
  const route = useCurrentRoute();
  const params = useParams();
  const found = route ? tournamentRouteOf(route.id) : null;
  if (!route || !found) return null;
  const { set, level } = found;
  const base: RouteParams = { validId: Number(params.validId) };
  if (params.tournamentId) base.tournamentId = Number(params.tournamentId);

  const tab = level === 'detail' ? tabFromSlug('tournament', params.selectedTab) : null;
  // An unknown tab name opens the first tab, in the page's language.
  if (level === 'detail' && !tab) return <Navigate to={href(set.detail, { ...base, selectedTab: tabSlug('tournament', 'info', locale) }, locale)} replace />;
  const section: Section = level === 'calendar' ? 'calendar' : level === 'inscriptions' || tab === 'inscriptions' ? 'inscriptions' : (tab ?? 'info');

  const links = [
    ...TABS.map((key) => ({ key, label: t(`tabs.${key}`), to: href(set.detail, { ...base, selectedTab: tabSlug('tournament', key, locale) }, locale) })),
    { key: 'inscriptions', label: t('tabs.inscriptions'), to: href(set.inscriptions, base, locale) },
    { key: 'calendar', label: t('tabs.calendar'), to: href(set.calendar, base, locale) },
  ];
  return (
    <section data-route-id={route.id} data-section={section} className="pb-16">
      <PageHeader
        eyebrow={
          base.tournamentId ? (
            <Link to={href('multi-tournament', { tournamentId: base.tournamentId }, locale)} className="underline underline-offset-4">
              {t('inMulti', { id: base.tournamentId })}
            </Link>
          ) : (
            t('eyebrow')
          )
        }
        title={t('title', { id: base.validId })}
      />
      <SectionNav label={t('sections')} links={links} className="mb-8" />
      <h2 className="mb-2 text-2xl font-bold">{t(`panels.${section}.title`)}</h2>
      <p className="mb-6 text-muted-foreground">{t(`panels.${section}.text`)}</p>
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
