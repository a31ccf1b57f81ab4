import { useMemo, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { MATCH_EVENT_CODES, MAX_EVENT_MINUTE, MATCH_SIDES, type MatchExtras, type MatchSide } from '@domain/contract';
import { ApiRequestError } from '@/shared/api';
import { applyServerErrors, errorMessageOf } from '@/shared/lib/form-errors';
import { Button } from '@/shared/ui/button';
import { Form } from '@/shared/ui/form';
import { ChoiceField, NumberField, TextField } from '@/shared/ui/form-fields';
import { Input } from '@/shared/ui/input';
import { Label } from '@/shared/ui/label';
import { toast } from '@/shared/ui/toaster';
import { useAddMatchEvent, useUploadPicture } from '../api/match-event.mutations';
import { EVENT_FORM_FIELDS, eventFormDefaults, eventFormSchema, isMediaType, isSubstitutionType, type EventFormValues } from '../lib/event-form';

interface AddMatchEventFormProps {
  extras: MatchExtras;
  sideNames: Record<MatchSide, string>;
}

const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** The owner's form for one event of a match: its type, minute, side and people of that side, or its video or picture. */
export function AddMatchEventForm({ extras, sideNames }: AddMatchEventFormProps) {
  const { t } = useTranslation('add-match-event');
  const { t: match } = useTranslation('match');
  const { t: common } = useTranslation('common');
  const schema = useMemo(() => eventFormSchema(extras.version), [extras.version]);
  const form = useForm<EventFormValues, unknown, v.InferOutput<typeof schema>>({ resolver: valibotResolver(schema), defaultValues: eventFormDefaults() });
  const add = useAddMatchEvent(extras.matchId);
  const upload = useUploadPicture();
  const [problem, setProblem] = useState<string | null>(null);
  const [type, side] = useWatch({ control: form.control, name: ['type', 'side'] });
  const media = isMediaType(type);
  const people = side ? (extras.sides[side]?.people ?? []) : [];
  const personChoices = people.map((person) => ({ value: person.id, label: nameOf(person) }));
  const sideChoices = MATCH_SIDES.filter((name) => extras.sides[name] !== null).map((name) => ({ value: name, label: sideNames[name] }));
  const saving = add.isPending || form.formState.isSubmitting;

  const submit = form.handleSubmit(async (input) => {
    setProblem(null);
    try {
      await add.mutateAsync(input);
    } catch (error) {
      if (error instanceof ApiRequestError && error.body.status === 409) return setProblem(t('changed'));
      if (applyServerErrors(form.setError, error, EVENT_FORM_FIELDS) === 0) setProblem(errorMessageOf(error, common('actions.saveFailed')));
      return;
    }
    toast.success(t('added', { type: match(`events.types.${input.type}`) }));
    form.reset({ ...eventFormDefaults(), type: input.type, side: input.side ?? null });
  });

  const choosePicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    form.clearErrors('imageId');
    try {
      const image = await upload.mutateAsync(file);
      form.setValue('imageId', image.id, { shouldDirty: true });
    } catch (error) {
      form.setError('imageId', { type: 'server', message: errorMessageOf(error, t('uploadFailed')) });
    }
  };

  return (
    <Form {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('title')} className="grid gap-4 rounded-xl border p-4 sm:grid-cols-2" data-testid="add-match-event">
        <fieldset disabled={saving} className="contents">
          <ChoiceField control={form.control} name="type" label={t('type')} choices={MATCH_EVENT_CODES.map((code) => ({ value: code, label: match(`events.types.${code}`) }))} />
          <NumberField control={form.control} name="minute" label={t('minute')} min={0} max={MAX_EVENT_MINUTE} step={1} inputMode="numeric" />
          {media ? null : (
            <>
              <ChoiceField control={form.control} name="side" label={t('side')} choices={sideChoices} />
              <ChoiceField control={form.control} name="personId" label={isSubstitutionType(type) ? t('personIn') : t('person')} choices={personChoices} emptyLabel={t('noPerson')} />
              {isSubstitutionType(type) ? <ChoiceField control={form.control} name="secondPersonId" label={t('personOut')} choices={personChoices} emptyLabel={t('noPerson')} /> : null}
            </>
          )}
          {type === 'youtube-video' ? <TextField control={form.control} name="videoUrl" label={t('videoUrl')} description={t('videoHint')} type="url" inputMode="url" autoComplete="off" /> : null}
          {type === 'match-picture' ? (
            <div className="grid gap-2">
              <Label htmlFor="match-event-picture">{t('picture')}</Label>
              <Input id="match-event-picture" type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={(event) => void choosePicture(event)} aria-describedby="match-event-picture-hint" />
              <p id="match-event-picture-hint" className="text-sm text-muted-foreground">
                {upload.isPending ? t('uploading') : t('pictureHint')}
              </p>
              {form.formState.errors.imageId?.message ? <p className="text-sm text-destructive">{form.formState.errors.imageId.message}</p> : null}
            </div>
          ) : null}
        </fieldset>
        <div role="alert" aria-live="assertive" className="min-h-5 text-sm text-destructive sm:col-span-2">
          {problem}
        </div>
        <Button type="submit" className="h-11 sm:col-span-2" loading={saving} disabled={saving || upload.isPending}>
          {saving ? t('saving') : t('add')}
        </Button>
      </form>
    </Form>
  );
}
