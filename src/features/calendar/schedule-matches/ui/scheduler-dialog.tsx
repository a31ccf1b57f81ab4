import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { CalendarClockIcon } from 'lucide-react';
import type * as v from 'valibot';
import type { ScheduleResult } from '@/entities/calendar';
import { placeQueries } from '@/entities/place';
import { useCommunityId } from '@/entities/reference';
import { applyServerErrors, errorMessageOf } from '@/shared/lib/form-errors';
import { addDays } from '@/shared/lib/dates';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/shared/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel } from '@/shared/ui/form';
import { NumberField } from '@/shared/ui/form-fields';
import { Spinner } from '@/shared/ui/spinner';
import { toast } from '@/shared/ui/toaster';
import { useScheduleMatches } from '../api/schedule.mutation';
import { courtWord, defaultDuration } from '../config/durations';
import { courtNames, SchedulerForm, type SchedulerFormValues } from '../model/scheduler-form.schema';
import { ScheduleResultView } from './schedule-result';
import { SchedulerDays } from './scheduler-days';
import { SchedulerPlaces } from './scheduler-places';

interface SchedulerDialogProps {
  /** A whole tournament, or one of its phases. */
  scope: { validId: number } | { phaseId: number };
  sportId: number;
  /** The tournament's dates, offered as the playing days. */
  startDate: string;
  endDate: string;
}

const FIELDS = ['days', 'places', 'durationMinutes', 'restMinutes', 'replace'] as const;

function playingDays(start: string, end: string) {
  const days: SchedulerFormValues['days'] = [];
  for (let date = start.slice(0, 10); date <= end.slice(0, 10) && days.length < 7; date = addDays(date, 1)) days.push({ date, start: '09:00', end: '20:00' });
  return days.length > 0 ? days : [{ date: start.slice(0, 10), start: '09:00', end: '20:00' }];
}

const NO_PLACES: readonly { id: number; name: string }[] = [];

/** The form's rows for the community's places: the first one in use, each with four courts named after the sport's word. */
const placeRows = (places: readonly { id: number }[], word: string) =>
  places.map((place, index) => ({ placeId: place.id, use: index === 0, courts: [1, 2, 3, 4].map((number) => `${word} ${number}`).join(', ') }));

/** The owner's scheduler: days and hours, places and courts, how long a match lasts and the rest between two. */
export function SchedulerDialog({ scope, sportId, startDate, endDate }: SchedulerDialogProps) {
  const { t } = useTranslation('calendar');
  const { t: common } = useTranslation('common');
  const communityId = useCommunityId();
  const places = useQuery(placeQueries.list(communityId)).data?.items ?? NO_PLACES;
  const schedule = useScheduleMatches();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<ScheduleResult | null>(null);
  const word = t(`schedule.courtWord.${courtWord(sportId)}`);
  const defaults = (): SchedulerFormValues => ({
    days: playingDays(startDate, endDate),
    places: placeRows(places, word),
    durationMinutes: defaultDuration(sportId),
    restMinutes: 30,
    replace: false,
  });
  const form = useForm<SchedulerFormValues, unknown, v.InferOutput<typeof SchedulerForm>>({ resolver: valibotResolver(SchedulerForm), defaultValues: defaults() });
  // The community's places may arrive after the dialog opened: they join the form then, the first one ticked.
  useEffect(() => {
    if (!open || places.length === 0 || form.getValues('places').length > 0) return;
    form.setValue('places', placeRows(places, word));
  }, [open, places, word, form]);
  const toggle = (next: boolean) => {
    if (schedule.isPending) return;
    setOpen(next);
    setResult(null);
    if (next) form.reset(defaults());
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const used = values.places.filter((place) => place.use).map((place) => ({ placeId: place.placeId, courts: courtNames(place.courts) })).filter((place) => place.courts.length > 0);
      const done = await schedule.mutateAsync({ ...scope, days: values.days, places: used, durationMinutes: values.durationMinutes, restMinutes: values.restMinutes, replace: values.replace });
      setResult(done);
      toast.success(t('schedule.placed', { count: done.placed }));
    } catch (error) {
      if (applyServerErrors(form.setError, error, FIELDS) === 0) toast.error(errorMessageOf(error, common('actions.saveFailed')));
    }
  });
  return (
    <Dialog open={open} onOpenChange={toggle}>
      <DialogTrigger asChild>
        <Button data-testid="schedule-open">
          <CalendarClockIcon aria-hidden="true" />
          {t('schedule.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={common('actions.close')} className="max-h-[100dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('schedule.title')}</DialogTitle>
          <DialogDescription>{t('schedule.hint')}</DialogDescription>
        </DialogHeader>
        {result ? (
          <>
            <ScheduleResultView result={result} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setResult(null)}>
                {t('schedule.again')}
              </Button>
              <Button type="button" onClick={() => toggle(false)}>
                {t('schedule.done')}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <Form {...form}>
            <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6" data-testid="schedule-form" aria-busy={schedule.isPending}>
              <SchedulerDays control={form.control} />
              <SchedulerPlaces control={form.control} places={places} />
              <div className="grid gap-4 sm:grid-cols-2">
                <NumberField control={form.control} name="durationMinutes" label={t('schedule.duration')} min={5} step={5} />
                <NumberField control={form.control} name="restMinutes" label={t('schedule.rest')} min={0} step={5} />
              </div>
              <FormField
                control={form.control}
                name="replace"
                render={({ field }) => (
                  <FormItem className="flex flex-row items-start gap-3">
                    <FormControl>
                      <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} ref={field.ref} name={field.name} />
                    </FormControl>
                    <div className="flex flex-col gap-1">
                      <FormLabel>{t('schedule.replace')}</FormLabel>
                      <p className="text-sm text-muted-foreground">{t('schedule.replaceHint')}</p>
                    </div>
                  </FormItem>
                )}
              />
              {schedule.isPending ? (
                <p className="flex items-center gap-2 text-sm" role="status" data-testid="schedule-progress">
                  <Spinner />
                  {t('schedule.working')}
                </p>
              ) : null}
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => toggle(false)} disabled={schedule.isPending}>
                  {common('actions.cancel')}
                </Button>
                <Button type="submit" loading={schedule.isPending}>
                  {t('schedule.run')}
                </Button>
              </DialogFooter>
            </form>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
