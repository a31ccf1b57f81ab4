import { useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import type * as v from 'valibot';
import { addDays } from '@/shared/lib/dates';
import { Button } from '@/shared/ui/button';
import { DateField, TextField } from '@/shared/ui/form-fields';
import type { SchedulerForm, SchedulerFormValues } from '../model/scheduler-form.schema';

type FormControl = Control<SchedulerFormValues, unknown, v.InferOutput<typeof SchedulerForm>>;

/** The playing days, each with the hours its courts are free. */
export function SchedulerDays({ control }: { control: FormControl }) {
  const { t } = useTranslation('calendar');
  const days = useFieldArray({ control, name: 'days' });
  const addDay = () => {
    const last = days.fields.at(-1);
    days.append({ date: last?.date ? addDays(last.date, 1) : '', start: last?.start ?? '09:00', end: last?.end ?? '20:00' });
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold">{t('schedule.days')}</legend>
      <ol className="flex flex-col gap-3">
        {days.fields.map((day, index) => (
          <li key={day.id} className="grid grid-cols-2 items-start gap-3 rounded-md border p-3 sm:grid-cols-[1fr_8rem_8rem_auto]" data-testid="schedule-day">
            <div className="col-span-2 sm:col-span-1">
              <DateField control={control} name={`days.${index}.date`} label={t('schedule.date', { number: index + 1 })} />
            </div>
            <TextField control={control} name={`days.${index}.start`} label={t('schedule.start')} type="time" step={300} />
            <TextField control={control} name={`days.${index}.end`} label={t('schedule.end')} type="time" step={300} />
            <Button type="button" variant="ghost" size="icon" className="sm:mt-7" disabled={days.fields.length === 1} onClick={() => days.remove(index)} aria-label={t('schedule.removeDay', { number: index + 1 })}>
              <Trash2Icon aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      <Button type="button" variant="outline" className="self-start" onClick={addDay} disabled={days.fields.length >= 31}>
        <PlusIcon aria-hidden="true" />
        {t('schedule.addDay')}
      </Button>
    </fieldset>
  );
}
