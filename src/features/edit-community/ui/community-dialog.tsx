import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { CommunityUpdateInput, type CommunityDetail } from '@domain/contract';
import { useCurrentCommunity, useSportOptions } from '@/entities/community';
import { ImageField } from '@/entities/reference';
import { applyServerErrors, errorMessageOf } from '@/shared/lib/form-errors';
import { Form } from '@/shared/ui/form';
import { FormDialog } from '@/shared/ui/form-dialog';
import { ChoiceField, SelectField, TextField } from '@/shared/ui/form-fields';
import { toast } from '@/shared/ui/toaster';
import { useUpdateCommunity } from '../api/community-mutations';

type Values = v.InferInput<typeof CommunityUpdateInput>;
const FIELDS = ['name', 'domain', 'lookAndFeel.primary', 'lookAndFeel.secondary', 'lookAndFeel.logos', 'sportId', 'timeZone'] as const;

/** The runtime's IANA zones, with the community's own first in the list when the runtime does not name it. */
function zoneChoices(current: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  return (zones.includes(current) ? zones : [current, ...zones]).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/** Changes a community's name, domain, logo, colours, sport and time zone (its admins only). */
export function CommunityDialog({ community, trigger }: { community: CommunityDetail; trigger: ReactNode }) {
  const { t } = useTranslation('edit-community');
  const { t: common } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const sports = useSportOptions();
  const restricted = (useCurrentCommunity()?.sportId ?? null) !== null;
  const save = useUpdateCommunity(community.id);
  const zones = useMemo(() => zoneChoices(community.timeZone), [community.timeZone]);
  const defaults: Values = {
    name: community.name,
    domain: community.domain,
    lookAndFeel: { logos: { brand: community.lookAndFeel.logos.brand, ...(community.lookAndFeel.logos.icon ? { icon: community.lookAndFeel.logos.icon } : {}) }, primary: community.lookAndFeel.primary, secondary: community.lookAndFeel.secondary },
    sportId: community.sportId as Values['sportId'],
    timeZone: community.timeZone,
    version: community.version,
  };
  const form = useForm<Values, unknown, v.InferOutput<typeof CommunityUpdateInput>>({ resolver: valibotResolver(CommunityUpdateInput), defaultValues: defaults });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(common('actions.saved'));
      setOpen(false);
    } catch (error) {
      if (applyServerErrors(form.setError, error, FIELDS) === 0) toast.error(errorMessageOf(error, common('actions.saveFailed')));
    }
  });
  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) form.reset(defaults);
        }}
        trigger={trigger}
        title={t('title')}
        description={t('description')}
        onSubmit={() => void submit()}
        saving={save.isPending}
        dirty={form.formState.isDirty}
        labels={{ save: common('actions.save'), cancel: common('actions.cancel'), close: common('actions.close') }}
        testId="community-form"
        wide
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="name" label={t('fields.name')} />
          <TextField control={form.control} name="domain" label={t('fields.domain')} autoComplete="off" />
          <TextField control={form.control} name="lookAndFeel.primary" label={t('fields.primary')} className="font-mono" />
          <TextField control={form.control} name="lookAndFeel.secondary" label={t('fields.secondary')} className="font-mono" />
        </div>
        <SelectField control={form.control} name="sportId" label={t('fields.sport')} emptyLabel={restricted ? undefined : t('allSports')} choices={sports} />
        <ChoiceField control={form.control} name="timeZone" label={t('fields.timeZone')} description={t('timeZoneHint')} choices={zones} />
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('fields.logo')}</legend>
          <Controller
            control={form.control}
            name="lookAndFeel.logos.brand"
            render={({ field }) => <ImageField value={field.value || null} onChange={(url) => field.onChange(url ?? community.lookAndFeel.logos.brand)} label={t('logoLabel')} />}
          />
        </fieldset>
      </FormDialog>
    </Form>
  );
}
