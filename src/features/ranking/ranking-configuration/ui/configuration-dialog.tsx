import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SlidersHorizontalIcon } from 'lucide-react';
import { RankingConfigurationInput, type RankingConfigurationView } from '@domain/contract';
import { rankingQueries } from '@/entities/ranking';
import { useDialogForm } from '@/shared/lib/dialog-form';
import { schemaResolver } from '@/shared/lib/schema-resolver';
import { Button, ButtonLabel } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/shared/ui/form';
import { FormDialog } from '@/shared/ui/form-dialog';
import { ChoiceField } from '@/shared/ui/form-fields';
import { StaleNotice } from '@/shared/ui/stale-notice';
import { useSaveConfiguration } from '../api/configuration.mutations';
import { configurationDefaults, configurationInput, type ConfigurationValues } from '../model/configuration-values';

interface ConfigurationDialogProps {
  at: { rankingModalityId: number; personId: number };
  current: RankingConfigurationView | undefined;
  divisions: { value: number; label: string }[];
  tableLabel: string;
}

/** Changes where a person stands in one ranking table: the division they play in, or left out of it. */
export function ConfigurationDialog({ at, current, divisions, tableLabel }: ConfigurationDialogProps) {
  const { t } = useTranslation('ranking-configuration');
  const { t: common } = useTranslation('common');
  const client = useQueryClient();
  const save = useSaveConfiguration(current);
  const [stale, setStale] = useState(false);
  const defaults = configurationDefaults(current);
  const form = useForm<ConfigurationValues, unknown, RankingConfigurationInput>({
    resolver: schemaResolver(RankingConfigurationInput, (values: ConfigurationValues) => configurationInput(values, at, current)),
    defaultValues: defaults,
  });
  const dialog = useDialogForm({
    form,
    defaults,
    fields: ['levelCategoryId', 'excluded'],
    save: (values) => save.mutateAsync(values),
    successText: () => common('actions.saved'),
    failureText: common('actions.saveFailed'),
    onStale: () => setStale(true),
  });
  const toggle = (open: boolean) => {
    setStale(false);
    dialog.toggle(open);
  };
  const reload = async () => {
    const fresh = await client.fetchQuery({ ...rankingQueries.configurations(at.personId), staleTime: 0 });
    form.reset(configurationDefaults(fresh.find((row) => row.rankingModalityId === at.rankingModalityId)));
    setStale(false);
  };
  return (
    <Form {...form}>
      <FormDialog
        open={dialog.open}
        onOpenChange={toggle}
        trigger={
          <Button variant="outline" size="sm" aria-label={t('editFor', { table: tableLabel })}>
            <SlidersHorizontalIcon aria-hidden="true" />
            <ButtonLabel>{t('edit')}</ButtonLabel>
          </Button>
        }
        title={t('title')}
        description={t('description', { table: tableLabel })}
        onSubmit={() => void dialog.submit()}
        saving={save.isPending}
        dirty={form.formState.isDirty}
        labels={{ save: common('actions.save'), cancel: common('actions.cancel'), close: common('actions.close') }}
        testId="ranking-configuration-form"
      >
        {stale ? <StaleNotice message={t('stale')} reloadLabel={t('reload')} onReload={reload} /> : null}
        <ChoiceField control={form.control} name="levelCategoryId" label={t('division')} description={divisions.length === 0 ? t('noDivisions') : undefined} choices={divisions} emptyLabel={t('noDivision')} />
        <FormField
          control={form.control}
          name="excluded"
          render={({ field }) => (
            <FormItem className="flex flex-row flex-wrap items-center gap-2">
              <FormControl>
                <Checkbox ref={field.ref} name={field.name} checked={field.value} onBlur={field.onBlur} onCheckedChange={(next) => field.onChange(next === true)} />
              </FormControl>
              <FormLabel className="font-normal">{t('excluded')}</FormLabel>
              <FormMessage className="basis-full" />
            </FormItem>
          )}
        />
      </FormDialog>
    </Form>
  );
}
