import { useTranslation } from 'react-i18next';
import { DISTRIBUTION_RULES, SEED_ORDER_LABELS, type DrawMethodName, type PhaseDraw } from '@domain/contract';
import { formatDate } from '@/entities/tournament';
import { useLocale } from '@/shared/routes';

const isMethod = (name: string): name is DrawMethodName => name in DISTRIBUTION_RULES;

/** The draw as it was made: how, with which seed, into what, and whether clubs were kept apart. */
export function DrawSummary({ draw }: { draw: PhaseDraw }) {
  const { t } = useTranslation('phase');
  const locale = useLocale();
  const bracket = draw.bracket;
  const method = isMethod(draw.method) && (!bracket || draw.method === 'manual') ? DISTRIBUTION_RULES[draw.method][locale].name : bracket ? SEED_ORDER_LABELS[bracket.order][locale].name : draw.method;
  const facts: Array<[string, string]> = [
    [t('draw.method'), method],
    [t('draw.seed'), String(draw.seed)],
    bracket
      ? [t('draw.bracketSize'), t('draw.bracketOf', { size: bracket.size, byes: bracket.lines.filter((line) => line === null).length })]
      : [t('draw.groupsMade'), draw.groups.map((group) => t('draw.groupOf', { name: group.name, count: group.entries.length })).join(' · ')],
    [t('draw.separation'), draw.options.separateBy.includes('clubId') ? t('draw.clubsApart') : t('draw.clubsFree')],
    ...(bracket ? ([[t('draw.thirdPlace'), draw.options.thirdPlace ? t('facts.yes') : t('facts.no')]] as Array<[string, string]>) : []),
    [t('draw.drawnAt'), formatDate(draw.drawnAt, locale)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="draw-summary">
      {facts.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-1 border-b pb-3">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
