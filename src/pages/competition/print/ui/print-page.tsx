import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, PrinterIcon } from 'lucide-react';
import { tournamentQueries } from '@/entities/tournament';
import { href, printSheetFromSlug, printSheetSlug, tabSlug, useCurrentRoute, useLocale, type PrintLevel } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { LoadState } from '@/shared/ui/load-state';
import type { SheetContext } from '../model/sheet-context';
import { BracketSheet } from './bracket-sheet';
import { GroupsSheet } from './groups-sheet';
import { OrderOfPlaySheet } from './order-of-play-sheet';
import { PositionsSheet } from './positions-sheet';
import { ScoreCardsSheet } from './score-cards-sheet';
import { TeamSheets } from './team-sheets';

const LANDSCAPE = new Set(['bracket']);

function Missing({ routeId }: { routeId: string }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <section data-route-id={routeId} data-testid="not-found" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="font-display text-6xl font-bold text-muted-foreground" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.description')}</p>
      <Link to={href('home', {}, locale)} className="underline underline-offset-4">
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}

/**
 * A printable sheet of a tournament or of one of its phases, on its own page without the app's frame: on screen
 * the sheets as they print, with a Print button; printed, only the sheets (A4, portrait or landscape).
 */
export function PrintPage() {
  const { t } = useTranslation('print');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const route = useCurrentRoute();
  const params = useParams();
  const level: PrintLevel = route?.id === 'phase-print' ? 'phase' : 'tournament';
  const validId = Number(params.validId);
  const phaseId = level === 'phase' ? Number(params.phaseId) : null;
  const sheet = printSheetFromSlug(level, params.sheet);
  const tournament = useQuery(tournamentQueries.detail(validId));
  const phase = useQuery({ ...tournamentQueries.phase(phaseId ?? 0), enabled: phaseId !== null });
  if (!route) return null;
  const phaseMissing = phaseId !== null && phase.data !== undefined && phase.data.validId !== validId;
  if (!sheet || phaseMissing) return <Missing routeId={route.id} />;
  const other = locale === 'es' ? 'en' : 'es';
  const twin = href(route.id, { validId, ...(phaseId !== null ? { phaseId } : {}), sheet: printSheetSlug(level, sheet, other) }, other);
  const back =
    phaseId !== null
      ? href('phase-tab', { validId, phaseId, selectedTab: tabSlug('phase', 'info', locale) }, locale)
      : href('tournament-detail', { validId, selectedTab: tabSlug('tournament', 'info', locale) }, locale);
  const pending = tournament.isPending || (phaseId !== null && phase.isPending);
  const failed = tournament.isError || phase.isError;
  const context: SheetContext | null = tournament.data && (phaseId === null || phase.data) ? { tournament: tournament.data, phase: phase.data ?? null } : null;
  const title = t(`sheets.${sheet}`);
  const withPhase = context?.phase ? { ...context, phase: context.phase } : null;
  return (
    <div className="print-sheets" data-route-id={route.id} data-sheet={sheet} data-orientation={LANDSCAPE.has(sheet) ? 'landscape' : 'portrait'}>
      <div className="print-toolbar">
        <Button asChild variant="ghost" size="sm">
          <Link to={back}>
            <ArrowLeftIcon aria-hidden="true" />
            {t('toolbar.back')}
          </Link>
        </Button>
        <h1 className="print-toolbar-title">
          {title}
          {context ? <span className="print-toolbar-sub">{[context.tournament.name, context.phase?.name].filter(Boolean).join(' · ')}</span> : null}
        </h1>
        <Link to={twin} data-testid="locale-switch" lang={other} className="text-sm underline underline-offset-4" aria-label={common('language.switchToLabel')}>
          {common('language.switchTo')}
        </Link>
        <Button type="button" size="sm" onClick={() => window.print()} data-testid="print-button">
          <PrinterIcon aria-hidden="true" />
          {t('toolbar.print')}
        </Button>
      </div>
      <p className="print-toolbar-hint">{t(LANDSCAPE.has(sheet) ? 'toolbar.hintLandscape' : 'toolbar.hint')}</p>
      <LoadState pending={pending} failed={failed} onRetry={() => void Promise.all([tournament.refetch(), phase.refetch()])} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
        {context ? (
          <div className="print-stack">
            {sheet === 'positions' ? <PositionsSheet context={context} /> : null}
            {sheet === 'order-of-play' ? <OrderOfPlaySheet context={context} /> : null}
            {withPhase && sheet === 'groups' ? <GroupsSheet context={withPhase} /> : null}
            {withPhase && sheet === 'bracket' ? <BracketSheet context={withPhase} /> : null}
            {withPhase && sheet === 'score-cards' ? <ScoreCardsSheet context={withPhase} /> : null}
            {withPhase && sheet === 'team-sheets' ? <TeamSheets context={withPhase} /> : null}
          </div>
        ) : null}
      </LoadState>
    </div>
  );
}
