import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { findSport, GENRES, MODALITIES } from '@domain/catalog';
import { PHASE_FORMAT_IDS } from '@domain/contract';
import { FedRankings, rankingQueries } from '@/entities/ranking';
import { useCommunityId } from '@/entities/reference';
import { formatDateRange } from '@/entities/tournament';
import { useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import type { BasicsStep, PhasesStep, ScheduleStep } from '../model/steps.schema';

interface ReviewStepProps {
  data: { basics: BasicsStep; schedule: ScheduleStep; phases: PhasesStep };
  busy: boolean;
  error: string | null;
  onEdit: (step: 'basics' | 'schedule' | 'phases') => void;
  onBack: () => void;
  onCreate: () => void;
}

/** Step 4: everything at a glance, each part editable, then one button creates the tournament with its phases. */
export function ReviewStep({ data, busy, error, onEdit, onBack, onCreate }: ReviewStepProps) {
  const { t } = useTranslation('create-tournament');
  const locale = useLocale();
  const { basics, schedule, phases } = data;
  const communityId = useCommunityId();
  const { sportId, modalityId, genreId, ageCategoryId, levelCategoryId, subCategoryId } = basics;
  const fed = useQuery(rankingQueries.feeds(communityId, { sportId, modalityId, genreId, seasonId: schedule.seasonId, ageCategoryId, levelCategoryId, subCategoryId }, locale));
  const sections = [
    {
      step: 'basics' as const,
      lines: [
        basics.name,
        [findSport(basics.sportId)?.label[locale], MODALITIES.find((item) => item.id === basics.modalityId)?.labels[locale].plural, GENRES.find((item) => item.id === basics.genreId)?.label[locale]].filter(Boolean).join(' · '),
      ],
    },
    {
      step: 'schedule' as const,
      lines: [formatDateRange(schedule.startDate, schedule.endDate, locale), schedule.maxEntries ? t('review.maxEntries', { count: schedule.maxEntries }) : t('review.noLimit'), schedule.requiresApproval ? t('review.approval') : t('review.direct')],
    },
    {
      step: 'phases' as const,
      lines: phases.phases.map((phase, index) => `${index + 1}. ${phase.name} (${phase.formatId === PHASE_FORMAT_IDS.groups ? t('review.groups') : t('review.knockout')})`),
    },
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="wizard-review">
      {sections.map((section) => (
        <section key={section.step} className="flex items-start justify-between gap-4 rounded-lg border p-4" aria-labelledby={`review-${section.step}`}>
          <div className="flex flex-col gap-1">
            <h3 id={`review-${section.step}`} className="font-semibold">{t(`steps.${section.step}`)}</h3>
            {section.lines.map((line) => (
              <p key={line} className="text-sm">{line}</p>
            ))}
          </div>
          <Button type="button" variant="ghost" size="sm" onClick={() => onEdit(section.step)} disabled={busy}>
            {t('review.edit')}
          </Button>
        </section>
      ))}
      <section className="flex flex-col gap-2" aria-labelledby="review-rankings" data-testid="wizard-review-rankings">
        <h3 id="review-rankings" className="font-semibold">{t('feeds.review')}</h3>
        <FedRankings tables={fed.data} labels={{ title: t('feeds.title'), none: t('feeds.none') }} />
      </section>
      {error ? (
        <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive" data-testid="wizard-error">
          {error}
        </p>
      ) : null}
      <div className="flex justify-between gap-2">
        <Button type="button" variant="outline" onClick={onBack} disabled={busy}>
          {t('back')}
        </Button>
        <Button type="button" onClick={onCreate} loading={busy}>
          {t('create')}
        </Button>
      </div>
    </div>
  );
}
