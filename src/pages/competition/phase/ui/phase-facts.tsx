import { useTranslation } from 'react-i18next';
import { PHASE_CATEGORY_IDS, PHASE_FORMAT_IDS, type Phase } from '@domain/contract';
import { findSport } from '@domain/catalog';
import { useLocale } from '@/shared/routes';

/** The rules a phase plays by: its format, who goes through, scoring, tie-breaks and how it is drawn. */
export function PhaseFacts({ phase, sportId }: { phase: Phase; sportId: number }) {
  const { t } = useTranslation('phase');
  const locale = useLocale();
  const config = phase.configuration;
  const groups = phase.formatId === PHASE_FORMAT_IDS.groups;
  const scoring = config.periodMinutes
    ? t('facts.timed', { periods: config.maxPeriods, minutes: config.periodMinutes })
    : t('facts.scored', { periods: config.maxPeriods, toWin: config.periodsToWin, points: config.scoreToWin });
  const facts: Array<[string, string]> = [
    [t('facts.format'), groups ? t('facts.groups', { count: config.groupCount ?? 1 }) : t('facts.knockout')],
    [t('facts.category'), phase.categoryId === PHASE_CATEGORY_IDS.repechage ? t('facts.repechage') : t('facts.normal')],
    [t('facts.sport'), findSport(sportId)?.label[locale] ?? ''],
    [t('facts.scoring'), scoring],
    [t('facts.walkover'), t('facts.walkoverPoints', { winner: config.walkoverWinnerPoints, loser: config.walkoverLoserPoints })],
    ...(groups
      ? ([
          [t('facts.classified'), String(config.classified)],
          [t('facts.rounds'), String(config.rounds)],
          [t('facts.tieBreak'), config.tieBreakPreset.toUpperCase()],
          [t('facts.draw'), t(`facts.drawMethods.${config.drawMethod}`)],
        ] as Array<[string, string]>)
      : ([
          [t('facts.seedOrder'), t(`facts.seedOrders.${config.seedOrder}`)],
          [t('facts.thirdPlace'), config.thirdPlace ? t('facts.yes') : t('facts.no')],
        ] as Array<[string, string]>)),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="phase-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-1 border-b pb-3">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
