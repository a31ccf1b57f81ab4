import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PencilIcon } from 'lucide-react';
import { GENRES } from '@domain/catalog';
import { VALID_NAME_MAX, ValidEditForm, type ValidDetail, type ValidEditFields } from '@domain/contract';
import { categoryQueries } from '@/entities/category';
import { useCommunityId, usePlaceOptions } from '@/entities/reference';
import { seasonQueries } from '@/entities/season';
import { tournamentQueries } from '@/entities/tournament';
import { ApiRequestError } from '@/shared/api';
import { errorMessageOf } from '@/shared/lib/form-errors';
import { useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Form, FormControl, FormField, FormItem, FormLabel } from '@/shared/ui/form';
import { FormDialog } from '@/shared/ui/form-dialog';
import { ChoiceField, DateField, NumberField, TextField } from '@/shared/ui/form-fields';
import { StaleNotice } from '@/shared/ui/stale-notice';
import { toast } from '@/shared/ui/toaster';
import { useUpdateTournament } from '../api/edit-tournament.mutations';
import { editBodyOf, editValuesOf, formFieldOf } from '../model/edit-values';

/**
 * The wizard's basics and schedule for a tournament that exists, checked by the same schemas. Saving sends the
 * version read; when someone saved meanwhile the form takes the current values and says so in place.
 */
export function EditTournamentDialog({ tournament }: { tournament: ValidDetail }) {
  const { t } = useTranslation('edit-tournament');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const client = useQueryClient();
  const communityId = useCommunityId();
  const [open, setOpen] = useState(false);
  const [stale, setStale] = useState(false);
  const form = useForm<ValidEditFields, unknown, ValidEditForm>({ resolver: valibotResolver(ValidEditForm), defaultValues: editValuesOf(tournament) });
  const save = useUpdateTournament(tournament.id);
  const ages = useQuery({ ...categoryQueries.list('age', communityId), enabled: open }).data?.items ?? [];
  const levels = useQuery({ ...categoryQueries.list('level', communityId), enabled: open }).data?.items ?? [];
  const subs = useQuery({ ...categoryQueries.list('sub', communityId), enabled: open }).data?.items ?? [];
  const seasons = useQuery({ ...seasonQueries.list(communityId), enabled: open }).data?.items ?? [];
  const places = usePlaceOptions();
  const none = t('fields.none');

  const toggle = (next: boolean) => {
    setOpen(next);
    setStale(false);
    if (next) form.reset(editValuesOf(tournament));
  };
  const reload = async () => {
    const current = await client.fetchQuery({ ...tournamentQueries.detail(tournament.id), staleTime: 0 });
    form.reset(editValuesOf(current));
    setStale(false);
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(editBodyOf(tournament, values));
      toast.success(common('actions.saved'));
      setOpen(false);
    } catch (error) {
      if (error instanceof ApiRequestError && error.body.status === 409) {
        const current = await client.fetchQuery({ ...tournamentQueries.detail(tournament.id), staleTime: 0 });
        if (current.version !== values.version) {
          // Someone saved it meanwhile: show what is there now, and say so where the organiser is looking.
          form.reset(editValuesOf(current));
          setStale(true);
          return;
        }
      }
      let placed = 0;
      for (const item of error instanceof ApiRequestError ? (error.body.fields ?? []) : []) {
        const field = formFieldOf(item.field);
        if (!field) continue;
        form.setError(field, { type: 'server', message: item.message });
        placed += 1;
      }
      if (placed === 0) toast.error(errorMessageOf(error, common('actions.saveFailed')));
    }
  });

  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={toggle}
        trigger={
          <Button variant="outline" data-testid="edit-tournament">
            <PencilIcon aria-hidden="true" />
            {t('edit.action')}
          </Button>
        }
        title={t('edit.title', { name: tournament.name })}
        description={t('edit.description')}
        onSubmit={() => void submit()}
        saving={save.isPending}
        dirty={form.formState.isDirty}
        labels={{ save: common('actions.save'), cancel: common('actions.cancel'), close: common('actions.close') }}
        testId="edit-tournament-form"
        wide
      >
        {stale ? <StaleNotice message={t('edit.stale')} reloadLabel={t('edit.reload')} onReload={reload} /> : null}
        <TextField control={form.control} name="basics.name" label={t('fields.name')} autoComplete="off" maxChars={VALID_NAME_MAX} />
        <div className="grid gap-4 sm:grid-cols-2">
          <ChoiceField control={form.control} name="basics.genreId" label={t('fields.gender')} choices={GENRES.map((genre) => ({ value: genre.id, label: genre.label[locale] }))} />
          <ChoiceField control={form.control} name="basics.ageCategoryId" label={t('fields.ageCategory')} emptyLabel={none} choices={ages.map((item) => ({ value: item.id, label: item.name }))} />
          <ChoiceField control={form.control} name="basics.levelCategoryId" label={t('fields.levelCategory')} emptyLabel={none} choices={levels.map((item) => ({ value: item.id, label: item.name }))} />
          <ChoiceField control={form.control} name="basics.subCategoryId" label={t('fields.subCategory')} emptyLabel={none} choices={subs.map((item) => ({ value: item.id, label: item.name }))} />
          <DateField control={form.control} name="schedule.startDate" label={t('fields.startDate')} />
          <DateField control={form.control} name="schedule.endDate" label={t('fields.endDate')} />
          <DateField control={form.control} name="schedule.inscriptionStart" label={t('fields.inscriptionStart')} empty={null} />
          <DateField control={form.control} name="schedule.inscriptionEnd" label={t('fields.inscriptionEnd')} empty={null} />
          <NumberField control={form.control} name="schedule.maxEntries" label={t('fields.maxEntries')} min={2} max={1024} inputMode="numeric" />
          <FormField
            control={form.control}
            name="schedule.requiresApproval"
            render={({ field }) => (
              <FormItem className="flex flex-row items-center gap-3 self-end pb-2">
                <FormControl>
                  <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
                </FormControl>
                <FormLabel>{t('fields.requiresApproval')}</FormLabel>
              </FormItem>
            )}
          />
          <ChoiceField control={form.control} name="schedule.seasonId" label={t('fields.season')} emptyLabel={t('fields.noSeason')} choices={seasons.map((season) => ({ value: season.id, label: season.name }))} />
          <ChoiceField control={form.control} name="schedule.placeId" label={t('fields.place')} emptyLabel={t('fields.noPlace')} choices={places.map((place) => ({ value: place.id, label: place.name }))} />
        </div>
      </FormDialog>
    </Form>
  );
}
