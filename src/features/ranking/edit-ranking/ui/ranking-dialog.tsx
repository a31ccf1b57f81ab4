import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RankingInput, type RankingView } from '@domain/contract';
import { rankingQueries } from '@/entities/ranking';
import { useDialogForm } from '@/shared/lib/dialog-form';
import { schemaResolver } from '@/shared/lib/schema-resolver';
import { Form } from '@/shared/ui/form';
import { FormDialog } from '@/shared/ui/form-dialog';
import { ChoiceField, TextField } from '@/shared/ui/form-fields';
import { StaleNotice } from '@/shared/ui/stale-notice';
import { useSaveRanking } from '../api/ranking.mutations';
import { defaultsOf, errorFields, type RankingValues } from '../model/ranking-values';
import { useRankingChoices } from '../model/use-ranking-choices';
import { CutPointFields } from './cut-point-fields';
import { TopPlacesFields } from './top-places-fields';
import { RankingTables } from './ranking-tables';

interface RankingDialogProps {
  /** The ranking to change; without it the dialog creates one. */
  ranking?: RankingView;
  trigger: ReactNode;
  onSaved?: (saved: RankingView) => void;
}

/** Creates a ranking with its tables, or changes its owner's one on the version that was read. */
export function RankingDialog({ ranking, trigger, onSaved }: RankingDialogProps) {
  const { t } = useTranslation('edit-ranking');
  const { t: common } = useTranslation('common');
  const client = useQueryClient();
  const choices = useRankingChoices();
  const save = useSaveRanking(ranking?.id ?? null);
  const [stale, setStale] = useState(false);
  const defaults = defaultsOf(ranking, { sportId: choices.sports[0]?.value, ratingSystemId: choices.systems[0]?.value });
  const form = useForm<RankingValues, unknown, RankingInput>({ resolver: schemaResolver(RankingInput), defaultValues: defaults });
  const tables = useWatch({ control: form.control, name: 'rankingModalities' }).length;
  // A new ranking is scored by the first rating system; when the list of systems arrives after the form opened, the
  // form takes it then, instead of offering an empty choice that saving would refuse.
  const firstSystem = choices.systems[0]?.value;
  useEffect(() => {
    if (ranking || firstSystem === undefined) return;
    const chosen = form.getValues('ratingSystemId');
    if ((chosen === null || chosen === undefined) && !form.getFieldState('ratingSystemId').isDirty) form.setValue('ratingSystemId', firstSystem);
  }, [ranking, firstSystem, form]);
  const dialog = useDialogForm({
    form,
    defaults,
    fields: errorFields(tables),
    save: (values) => save.mutateAsync(values),
    successText: (saved) => (ranking ? common('actions.saved') : t('created', { name: saved.name })),
    failureText: common('actions.saveFailed'),
    onSaved,
    onStale: () => setStale(true),
  });
  const toggle = (open: boolean) => {
    setStale(false);
    dialog.toggle(open);
  };
  const reload = async () => {
    if (!ranking) return;
    const fresh = await client.fetchQuery({ ...rankingQueries.detail(ranking.id), staleTime: 0 });
    form.reset(defaultsOf(fresh, { sportId: undefined, ratingSystemId: undefined }));
    setStale(false);
  };
  return (
    <Form {...form}>
      <FormDialog
        open={dialog.open}
        onOpenChange={toggle}
        trigger={trigger}
        title={ranking ? t('editTitle', { name: ranking.name }) : t('createTitle')}
        description={t('description')}
        onSubmit={() => void dialog.submit()}
        saving={save.isPending}
        dirty={form.formState.isDirty}
        labels={{ save: common('actions.save'), cancel: common('actions.cancel'), close: common('actions.close') }}
        testId="ranking-form"
        wide
      >
        {stale ? <StaleNotice message={t('stale')} reloadLabel={t('reload')} onReload={reload} /> : null}
        <TextField control={form.control} name="name" label={t('fields.name')} autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <ChoiceField control={form.control} name="sportId" label={t('fields.sport')} choices={choices.sports} />
          <ChoiceField control={form.control} name="seasonId" label={t('fields.season')} choices={choices.seasons} emptyLabel={t('fields.noSeason')} />
        </div>
        <ChoiceField
          control={form.control}
          name="ratingSystemId"
          label={t('fields.ratingSystem')}
          choices={choices.systems}
          description={choices.systems.length === 0 ? t('fields.noRatingSystem') : t('fields.ratingSystemHint')}
        />
        <CutPointFields form={form} />
        <ChoiceField control={form.control} name="levelGroupId" label={t('fields.divisions')} description={t('fields.divisionsHint')} choices={choices.ladders} emptyLabel={t('fields.noDivisions')} />
        <RankingTables form={form} choices={choices} />
        <TopPlacesFields form={form} choices={choices} />
      </FormDialog>
    </Form>
  );
}
