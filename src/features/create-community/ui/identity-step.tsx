import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { CommunityInput, type ApiFieldError } from '@domain/contract';
import { slugify } from '@/shared/lib/text';
import { Button } from '@/shared/ui/button';
import { Form } from '@/shared/ui/form';
import { TextField } from '@/shared/ui/form-fields';

const IdentityInput = v.object({ name: CommunityInput.entries.name, domain: CommunityInput.entries.domain });
type Values = v.InferOutput<typeof IdentityInput>;

/** Step 1: the community's name and its domain (lowercase letters and digits joined by single hyphens). */
export function IdentityStep({ values, errors, onNext }: { values: Values; errors: ApiFieldError[]; onNext: (values: Values) => void }) {
  const { t } = useTranslation('create-community');
  const form = useForm<Values>({ resolver: valibotResolver(IdentityInput), defaultValues: values });
  // The server's refusals (a taken domain) land on their fields when the wizard comes back here.
  useEffect(() => {
    for (const item of errors) {
      const name = item.field.replace(/^body\./, '');
      if (name === 'name' || name === 'domain') form.setError(name, { type: 'server', message: item.message });
    }
  }, [errors, form]);
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onNext)} className="flex flex-col gap-5" data-testid="wizard-identity">
        <TextField
          control={form.control}
          name="name"
          label={t('fields.name')}
          autoComplete="organization"
          onInput={(event) => {
            if (!form.getFieldState('domain').isDirty) form.setValue('domain', slugify(event.currentTarget.value));
          }}
        />
        <TextField control={form.control} name="domain" label={t('fields.domain')} description={t('domainHint')} autoComplete="off" />
        <div className="flex justify-end">
          <Button type="submit">{t('next')}</Button>
        </div>
      </form>
    </Form>
  );
}
