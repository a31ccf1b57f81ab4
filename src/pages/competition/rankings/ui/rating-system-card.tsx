import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RANKING_UPDATE_MOMENTS } from '@domain/catalog';
import type { RatingSystemView } from '@domain/contract';
import { useLocale } from '@/shared/routes';

/** A rating system's rules at a glance: when it awards, per position, per phase, per match, for coaches. */
export function RatingSystemCard({ system, actions }: { system: RatingSystemView; actions?: ReactNode }) {
  const { t } = useTranslation('rankings');
  const locale = useLocale();
  const moment = RANKING_UPDATE_MOMENTS.find((item) => item.id === system.updateMomentId)?.label[locale];
  let from = 1;
  const bands = [...system.positions]
    .sort((a, b) => a.upTo - b.upTo)
    .map((rule) => {
      const text = rule.upTo === from ? t('ratingSystem.bandOne', { position: from, points: rule.points }) : t('ratingSystem.band', { from, to: rule.upTo, points: rule.points });
      from = rule.upTo + 1;
      return text;
    });
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-5" data-testid="rating-system" data-system-id={system.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-bold">{system.name}</h3>
          <p className="text-sm text-muted-foreground">{t('ratingSystem.when', { moment })}</p>
        </div>
        {actions ? <div className="flex gap-1">{actions}</div> : null}
      </div>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="font-semibold">{t('ratingSystem.perPosition')}</dt>
          <dd className="text-muted-foreground">{bands.length > 0 ? bands.join(' · ') : t('ratingSystem.none')}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t('ratingSystem.perPhase')}</dt>
          <dd className="text-muted-foreground">{system.phases.length > 0 ? system.phases.map((rule) => t('ratingSystem.phaseRule', { order: rule.order, points: rule.points })).join(' · ') : t('ratingSystem.none')}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t('ratingSystem.perMatch')}</dt>
          <dd className="text-muted-foreground">{t('ratingSystem.points', { count: system.perMatchWon })}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t('ratingSystem.coach')}</dt>
          <dd className="text-muted-foreground">
            {system.coach.kind === 'summation' ? t('ratingSystem.coachSum') : t('ratingSystem.coachTop', { top: system.coach.topPositions, points: system.coach.pointsPerAthlete })}
          </dd>
        </div>
      </dl>
    </li>
  );
}
