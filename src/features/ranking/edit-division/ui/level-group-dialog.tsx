import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LevelGroupInput, type LevelGroupView } from '@domain/contract';
import { categoryQueries } from '@/entities/category';
import { rankingQueries } from '@/entities/ranking';
import { useCommunityId } from '@/entities/reference';
import { useDialogForm } from '@/shared/lib/dialog-form';
import { schemaResolver } from '@/shared/lib/schema-resolver';
import { Form } from '@/shared/ui/form';
import { FormDialog } from '@/shared/ui/form-dialog';
import { TextField } from '@/shared/ui/form-fields';
import { StaleNotice } from '@/shared/ui/stale-notice';
import { useSaveLevelGroup } from '../api/level-group.mutations';
import { ladderDefaults, type LadderValues } from '../model/ladder';
import { LadderRows } from './ladder-rows';

/** Creates a division ladder (level group) from the community's level categories, or changes its owner's one. */
export function LevelGroupDialog({ group, trigger }: { group?: LevelGroupView; trigger: ReactNode }) {
  const { t } = useTranslation('edit-division');
  const { t: common } = useTranslation('common');
  const client = useQueryClient();
  const communityId = useCommunityId();
  const levels = useQuery(categoryQueries.list('level', communityId)).data?.items ?? [];
  const save = useSaveLevelGroup(group?.id ?? null);
  const [stale, setStale] = useState(false);
  const defaults = ladderDefaults(group, levels);
  const form = useForm<LadderValues, unknown, LevelGroupInput>({ resolver: schemaResolver(LevelGroupInput), defaultValues: defaults });
  const rows = useWatch({ control: form.control, name: 'levelCategoryIds' }).length;
  const dialog = useDialogForm({
    form,
    defaults,
    fields: ['name', 'levelCategoryIds', ...Array.from({ length: rows }, (_row, index) => `levelCategoryIds.${index}`)],
    save: (values) => save.mutateAsync(values),
    successText: (saved) => (group ? common('actions.saved') : t('created', { name: saved.name })),
    failureText: common('actions.saveFailed'),
    onStale: () => setStale(true),
  });
  const toggle = (open: boolean) => {
    setStale(false);
    dialog.toggle(open);
  };
  const reload = async () => {
    if (!group) return;
    const page = await client.fetchQuery({ ...rankingQueries.levelGroups(communityId), staleTime: 0 });
    const fresh = page.items.find((item) => item.id === group.id);
    form.reset(ladderDefaults(fresh, levels));
    setStale(false);
  };
  return (
    <Form {...form}>
      <FormDialog
        open={dialog.open}
        onOpenChange={toggle}
        trigger={trigger}
        title={group ? t('editTitle', { name: group.name }) : t('createTitle')}
        description={t('description')}
        onSubmit={() => void dialog.submit()}
        saving={save.isPending}
        dirty={form.formState.isDirty}
        labels={{ save: common('actions.save'), cancel: common('actions.cancel'), close: common('actions.close') }}
        testId="level-group-form"
      >
        {stale ? <StaleNotice message={t('stale')} reloadLabel={t('reload')} onReload={reload} /> : null}
        <TextField control={form.control} name="name" label={t('fields.name')} autoComplete="off" />
        <LadderRows form={form} levels={levels} />
      </FormDialog>
    </Form>
  );
}
