import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { MultiTournament } from '@domain/contract';
import { useCommunityId, usePlaceOptions } from '@/entities/reference';
import { seasonQueries } from '@/entities/season';
import { multiTournamentQueries } from '@/entities/tournament';
import { ApiRequestError, apiFetch } from '@/shared/api';
import { applyServerErrors, errorMessageOf } from '@/shared/lib/form-errors';
import { Button } from '@/shared/ui/button';
import { Form } from '@/shared/ui/form';
import { ChoiceField, DateField, TextField } from '@/shared/ui/form-fields';
import { toast } from '@/shared/ui/toaster';
import { maxCharsMessage } from '@domain/contract';

const isoDate = v.pipe(v.string('required'), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'date'));
const optionalId = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1, 'positive')));

/** The event's form: the same rules as `POST tournament`, checked before sending. */
const MultiTournamentFields = v.pipe(
  v.object({
    name: v.pipe(v.string('required'), v.trim(), v.minLength(1, 'required'), v.maxLength(120, maxCharsMessage(120))),
    startDate: isoDate,
    endDate: isoDate,
    placeId: optionalId,
    seasonId: optionalId,
    description: v.pipe(v.string(), v.trim(), v.maxLength(2000, maxCharsMessage(2000)), v.transform((text) => (text ? text : null))),
  }),
  v.forward(v.partialCheck([['startDate'], ['endDate']], (input) => input.endDate >= input.startDate, 'dateOrder'), ['endDate']),
);
type Fields = v.InferInput<typeof MultiTournamentFields>;
type Values = v.InferOutput<typeof MultiTournamentFields>;
const FIELDS = ['name', 'startDate', 'endDate', 'placeId', 'seasonId', 'description'] as const;

/** Creates a multi-tournament (an event holding several tournaments) and hands back the new one. */
export function MultiTournamentForm({ onCreated }: { onCreated: (created: MultiTournament) => void }) {
  const { t } = useTranslation('multi-tournament');
  const { t: common } = useTranslation('common');
  const client = useQueryClient();
  const communityId = useCommunityId();
  const seasons = useQuery(seasonQueries.list(communityId)).data?.items ?? [];
  const places = usePlaceOptions();
  const form = useForm<Fields, unknown, Values>({
    resolver: valibotResolver(MultiTournamentFields),
    defaultValues: { name: '', startDate: '', endDate: '', placeId: null, seasonId: null, description: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: Values) => apiFetch<MultiTournament>('tournament', { method: 'POST', body: values }),
    onSuccess: () => client.invalidateQueries({ queryKey: multiTournamentQueries.all() }),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await mutation.mutateAsync(values);
      toast.success(t('create.created', { name: created.name }));
      onCreated(created);
    } catch (error) {
      if (!(error instanceof ApiRequestError) || applyServerErrors(form.setError, error, FIELDS) === 0) toast.error(errorMessageOf(error, common('actions.saveFailed')));
    }
  });
  return (
    <Form {...form}>
      <form noValidate className="grid gap-4 sm:grid-cols-2" data-testid="multi-tournament-form" onSubmit={(event) => void submit(event)}>
        <div className="sm:col-span-2">
          <TextField control={form.control} name="name" label={t('create.fields.name')} autoComplete="off" maxChars={120} />
        </div>
        <DateField control={form.control} name="startDate" label={t('create.fields.startDate')} />
        <DateField control={form.control} name="endDate" label={t('create.fields.endDate')} />
        <ChoiceField control={form.control} name="placeId" label={t('create.fields.place')} emptyLabel={t('create.fields.none')} choices={places.map((place) => ({ value: place.id, label: place.name }))} />
        <ChoiceField control={form.control} name="seasonId" label={t('create.fields.season')} emptyLabel={t('create.fields.none')} choices={seasons.map((season) => ({ value: season.id, label: season.name }))} />
        <div className="sm:col-span-2">
          <TextField control={form.control} name="description" label={t('create.fields.description')} multiline />
        </div>
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" loading={mutation.isPending}>
            {t('create.submit')}
          </Button>
        </div>
      </form>
    </Form>
  );
}
