import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCommunityId, usePlaceOptions } from '@/entities/reference';
import { seasonQueries } from '@/entities/season';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Form, FormControl, FormField, FormItem, FormLabel } from '@/shared/ui/form';
import { ChoiceField, DateField, NumberField } from '@/shared/ui/form-fields';
import { ScheduleStep, type ScheduleFields } from '../model/steps.schema';

/** Step 2: dates, inscription window and limits, season and place. */
export function ScheduleForm({ defaults, onBack, onNext }: { defaults: ScheduleStep | null; onBack: () => void; onNext: (data: ScheduleStep) => void }) {
  const { t } = useTranslation('create-tournament');
  const communityId = useCommunityId();
  const seasons = useQuery(seasonQueries.list(communityId)).data?.items ?? [];
  const places = usePlaceOptions();
  const form = useForm<ScheduleFields, unknown, ScheduleStep>({
    resolver: valibotResolver(ScheduleStep),
    mode: 'onTouched',
    defaultValues: defaults ?? { startDate: '', endDate: '', inscriptionStart: null, inscriptionEnd: null, maxEntries: 16, requiresApproval: false, seasonId: null, placeId: null },
  });
  return (
    <Form {...form}>
      <form noValidate className="grid gap-4 sm:grid-cols-2" data-testid="wizard-schedule" onSubmit={form.handleSubmit(onNext)}>
        <DateField control={form.control} name="startDate" label={t('fields.startDate')} />
        <DateField control={form.control} name="endDate" label={t('fields.endDate')} />
        <DateField control={form.control} name="inscriptionStart" label={t('fields.inscriptionStart')} empty={null} />
        <DateField control={form.control} name="inscriptionEnd" label={t('fields.inscriptionEnd')} empty={null} />
        <NumberField control={form.control} name="maxEntries" label={t('fields.maxEntries')} min={2} max={1024} inputMode="numeric" />
        <FormField
          control={form.control}
          name="requiresApproval"
          render={({ field }) => (
            <FormItem className="flex flex-row items-center gap-3 self-end pb-2">
              <FormControl>
                <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
              </FormControl>
              <FormLabel>{t('fields.requiresApproval')}</FormLabel>
            </FormItem>
          )}
        />
        <ChoiceField control={form.control} name="seasonId" label={t('fields.season')} emptyLabel={t('fields.noSeason')} choices={seasons.map((season) => ({ value: season.id, label: season.name }))} />
        <ChoiceField control={form.control} name="placeId" label={t('fields.place')} emptyLabel={t('fields.noPlace')} choices={places.map((place) => ({ value: place.id, label: place.name }))} />
        <div className="flex justify-between gap-2 sm:col-span-2">
          <Button type="button" variant="outline" onClick={onBack}>
            {t('back')}
          </Button>
          <Button type="submit">{t('next')}</Button>
        </div>
      </form>
    </Form>
  );
}
