import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { Checkbox } from '@/shared/ui/checkbox';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/shared/ui/form';
import { TextField } from '@/shared/ui/form-fields';
import type { SchedulerForm, SchedulerFormValues } from '../model/scheduler-form.schema';

type PlacesControl = Control<SchedulerFormValues, unknown, v.InferOutput<typeof SchedulerForm>>;

/** The community's places: the organiser ticks those in use and names their courts or tables. */
export function SchedulerPlaces({ control, places }: { control: PlacesControl; places: readonly { id: number; name: string }[] }) {
  const { t } = useTranslation('calendar');
  return (
    <FormField
      control={control}
      name="places"
      render={() => (
        <FormItem>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold">{t('schedule.places')}</legend>
            {places.length === 0 ? <p className="text-sm text-muted-foreground">{t('schedule.noPlaces')}</p> : null}
            <ul className="flex flex-col gap-3">
              {places.map((place, index) => (
                <li key={place.id} className="flex flex-col gap-3 rounded-md border p-3" data-testid="schedule-place">
                  <FormField
                    control={control}
                    name={`places.${index}.use`}
                    render={({ field }) => (
                      <FormItem className="flex flex-row items-center gap-3">
                        <FormControl>
                          <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} ref={field.ref} name={field.name} />
                        </FormControl>
                        <FormLabel className="font-medium">{place.name}</FormLabel>
                      </FormItem>
                    )}
                  />
                  <TextField control={control} name={`places.${index}.courts`} label={t('schedule.courts', { place: place.name })} description={t('schedule.courtsHint')} autoComplete="off" />
                </li>
              ))}
            </ul>
          </fieldset>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
