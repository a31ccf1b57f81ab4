import { useTranslation } from 'react-i18next';
import type { PersonStanding } from '@/entities/ranking';

/** Where the person stands: position, points that count and tournaments counted; a note when cut points discount. */
export function StandingSummary({ standing, linesTotal }: { standing: PersonStanding | undefined; linesTotal: number }) {
  const { t } = useTranslation('ranking');
  if (!standing) return null;
  const facts = [
    { key: 'position', label: t('summary.position'), value: standing.position },
    { key: 'points', label: t('summary.points'), value: standing.points },
    { key: 'tournaments', label: t('summary.tournaments'), value: standing.tournaments },
  ];
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-3 gap-3 sm:max-w-xl" data-testid="standing-summary">
        {facts.map((fact) => (
          <div key={fact.key} className="rounded-xl border bg-card p-4" data-fact={fact.key}>
            <dt className="text-sm text-muted-foreground">{fact.label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {standing.points !== linesTotal ? <p className="text-sm text-muted-foreground">{t('summary.discounted', { lines: linesTotal, points: standing.points })}</p> : null}
    </div>
  );
}
