import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { categoryQueries } from '@/entities/category';
import { organizerQueries } from '@/entities/organizer';
import { FedRankings, rankingQueries } from '@/entities/ranking';
import { useCommunityId, usePlaceOptions } from '@/entities/reference';
import { seasonQueries } from '@/entities/season';
import { useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { basicsLines, phasesLines, scheduleLines, type NameOf } from '../lib/review-lines';
import type { BasicsStep, PhasesStep, ScheduleStep } from '../model/steps.schema';

const namesIn = (items: ReadonlyArray<{ id: number; name: string }> | undefined): NameOf => (id) => items?.find((item) => item.id === id)?.name;

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
  const names = {
    age: namesIn(useQuery(categoryQueries.list('age', communityId)).data?.items),
    level: namesIn(useQuery(categoryQueries.list('level', communityId)).data?.items),
    sub: namesIn(useQuery(categoryQueries.list('sub', communityId)).data?.items),
    organizer: namesIn(useQuery(organizerQueries.list(communityId)).data?.items),
  };
  const season = namesIn(useQuery(seasonQueries.list(communityId)).data?.items);
  const place = namesIn(usePlaceOptions());
  // Every choice of every step, read back as it was asked.
  const sections = [
    { step: 'basics' as const, lines: basicsLines(basics, names, t, locale) },
    { step: 'schedule' as const, lines: scheduleLines(schedule, { season, place }, t, locale) },
    { step: 'phases' as const, lines: phasesLines(phases, basics, t) },
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="wizard-review">
      {sections.map((section) => (
        <section key={section.step} className="flex items-start justify-between gap-4 rounded-lg border p-4" aria-labelledby={`review-${section.step}`}>
          <div className="flex min-w-0 flex-col gap-2">
            <h3 id={`review-${section.step}`} className="font-semibold">{t(`steps.${section.step}`)}</h3>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,12rem)_1fr]" data-testid={`review-${section.step}-lines`}>
              {section.lines.map((line) => (
                <div key={line.label} className="contents">
                  <dt className="text-muted-foreground">{line.label}</dt>
                  <dd className="mb-1 break-words sm:mb-0">{line.value}</dd>
                </div>
              ))}
            </dl>
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
