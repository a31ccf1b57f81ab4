import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LayersIcon } from 'lucide-react';
import { PHASE_CATEGORY_IDS, PHASE_FORMAT_IDS, type ValidDetail } from '@domain/contract';
import { StatusBadge } from '@/entities/tournament';
import { AddPhase, PhaseControls } from '@/features/tournament/edit-tournament';
import { href, useLocale, type RouteParams, type TournamentRouteSet } from '@/shared/routes';
import { EmptyState } from '@/shared/ui/empty-state';

interface TournamentPhasesProps {
  tournament: ValidDetail;
  set: TournamentRouteSet;
  base: RouteParams;
  /** The owner adds, changes, moves and deletes phases here. */
  manage: boolean;
}

/** The tournament's phases in playing order, each with its format, the rules it plays by and a link to it. */
export function TournamentPhases({ tournament, set, base, manage }: TournamentPhasesProps) {
  const { t } = useTranslation('tournament');
  const locale = useLocale();
  const add = manage ? (
    <div className="mt-4 flex justify-end">
      <AddPhase tournament={tournament} />
    </div>
  ) : null;
  if (tournament.phases.length === 0) {
    return (
      <>
        <EmptyState icon={<LayersIcon />} title={t('phases.none')} description={t('phases.noneHint')} data-testid="phases-empty" />
        {add}
      </>
    );
  }
  return (
    <>
      <ol className="flex flex-col gap-4" data-testid="phases-list">
        {tournament.phases.map((phase, index) => {
          const config = phase.configuration;
          const groups = phase.formatId === PHASE_FORMAT_IDS.groups;
          const details = [
            groups ? t('phases.groups', { count: config.groupCount ?? 1 }) : t('phases.bracket'),
            phase.categoryId === PHASE_CATEGORY_IDS.repechage ? t('phases.repechage') : null,
            groups ? t('phases.classified', { count: config.classified }) : config.thirdPlace ? t('phases.thirdPlace') : null,
          ].filter(Boolean);
          const to = href(groups ? set.groups : set.brackets, { ...base, phaseId: phase.id }, locale);
          return (
            <li key={phase.id} className="flex flex-wrap items-center gap-4 rounded-lg border p-4" data-testid="phase-row" data-format-id={phase.formatId}>
              <span className="flex size-10 items-center justify-center rounded-full bg-secondary font-bold text-secondary-foreground">{index + 1}</span>
              <div className="flex min-w-48 flex-1 flex-col gap-1">
                <Link to={to} className="text-lg font-semibold hover:underline">
                  {phase.name}
                </Link>
                <p className="text-sm text-muted-foreground" data-testid="phase-details">{details.join(' · ')}</p>
              </div>
              <StatusBadge statusId={phase.statusId} />
              {manage ? <PhaseControls tournament={tournament} phase={phase} index={index} /> : null}
            </li>
          );
        })}
      </ol>
      {add}
    </>
  );
}
