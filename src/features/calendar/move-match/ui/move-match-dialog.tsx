import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { zonedMoment, zonedToUtc, type CalendarEntry } from '@/entities/calendar';
import { applyServerErrors, errorMessageOf } from '@/shared/lib/form-errors';
import { DateField, NumberField, TextField } from '@/shared/ui/form-fields';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/shared/ui/form';
import { FormDialog } from '@/shared/ui/form-dialog';
import { NativeSelect } from '@/shared/ui/native-select';
import { toast } from '@/shared/ui/toaster';
import { isStaleMove, useMoveMatch } from '../api/move-match.mutation';
import { useAnnounceMove } from '../model/use-announce-move';
import { MoveForm, type MoveFormValues } from '../model/move-form.schema';
import { StaleNotice } from './stale-notice';

interface MoveMatchDialogProps {
  entry: CalendarEntry;
  timeZone: string;
  places: { id: number; name: string }[];
  /** Courts already in use, offered as suggestions. */
  courts: string[];
  /** Minutes a match lasts when it has no duration yet. */
  defaultDuration: number;
  trigger: ReactNode;
}

const FIELDS = ['date', 'time', 'placeId', 'court', 'durationMinutes'] as const;

/** The keyboard way to move a match: its date, time, place and court in a form, saved on the version shown. */
export function MoveMatchDialog({ entry, timeZone, places, courts, defaultDuration, trigger }: MoveMatchDialogProps) {
  const { t } = useTranslation('calendar');
  const { t: common } = useTranslation('common');
  const courtList = useId();
  const move = useMoveMatch();
  const announce = useAnnounceMove();
  const [open, setOpen] = useState(false);
  const [stale, setStale] = useState(false);
  const at = entry.scheduledAt ? zonedMoment(entry.scheduledAt, timeZone) : null;
  const defaults: MoveFormValues = {
    date: at?.date ?? '',
    time: at?.time ?? '',
    placeId: entry.placeId,
    court: entry.court ?? '',
    durationMinutes: entry.durationMinutes ?? defaultDuration,
  };
  const form = useForm<MoveFormValues, unknown, v.InferOutput<typeof MoveForm>>({ resolver: valibotResolver(MoveForm), defaultValues: defaults });
  const toggle = (next: boolean) => {
    setOpen(next);
    setStale(false);
    if (next) form.reset(defaults);
  };
  const submit = form.handleSubmit(async (values) => {
    setStale(false);
    try {
      const body = { version: entry.matchVersion, scheduledAt: zonedToUtc(values.date, values.time, timeZone), durationMinutes: values.durationMinutes, placeId: values.placeId, court: values.court || null };
      const saved = await move.mutateAsync({ matchId: entry.matchId, body });
      announce(saved.entry);
      setOpen(false);
    } catch (error) {
      if (isStaleMove(error)) setStale(true);
      else if (applyServerErrors(form.setError, error, FIELDS) === 0) toast.error(errorMessageOf(error, common('actions.saveFailed')));
    }
  });
  const names = { home: entry.home?.name ?? t('toBeDecided'), away: entry.away?.name ?? t('toBeDecided') };
  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={toggle}
        trigger={trigger}
        title={t('move.title', names)}
        description={t('move.hint', { zone: timeZone })}
        onSubmit={() => void submit()}
        saving={move.isPending}
        dirty={form.formState.isDirty && !move.isPending}
        labels={{ save: t('move.save'), cancel: common('actions.cancel'), close: common('actions.close') }}
        testId="move-match-form"
      >
        {stale ? <StaleNotice onReloaded={() => toggle(false)} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField control={form.control} name="date" label={t('move.date')} />
          <TextField control={form.control} name="time" label={t('move.time')} type="time" step={300} />
        </div>
        <FormField
          control={form.control}
          name="placeId"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('move.place')}</FormLabel>
              <FormControl>
                <NativeSelect name={field.name} ref={field.ref} onBlur={field.onBlur} value={field.value === null ? '' : String(field.value)} onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}>
                  <option value="">{t('move.noPlace')}</option>
                  {places.map((place) => (
                    <option key={place.id} value={place.id}>
                      {place.name}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="court" label={t('move.court')} list={courtList} autoComplete="off" />
          <NumberField control={form.control} name="durationMinutes" label={t('move.duration')} min={5} step={5} />
        </div>
        <datalist id={courtList}>
          {courts.map((court) => (
            <option key={court} value={court} />
          ))}
        </datalist>
      </FormDialog>
    </Form>
  );
}
