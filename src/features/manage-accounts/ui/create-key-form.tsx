import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { API_KEY_NAME_MAX, API_KEY_SCOPES, ApiKeyInput, type ApiKeyCreated, type ApiKeyScope } from '@domain/contract';
import { ApiRequestError } from '@/shared/api';
import { schemaResolver } from '@/shared/lib/schema-resolver';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { DateInput } from '@/shared/ui/date-input';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/shared/ui/form';
import { Input } from '@/shared/ui/input';
import { expiryOf } from '../lib/expiry';

interface KeyFields {
  name: string;
  scopes: ApiKeyScope[];
  /** The last day the key works (`YYYY-MM-DD`), or empty for a key that does not expire. */
  expiresAt: string;
}

const FIELD_NAMES = ['name', 'scopes', 'expiresAt'] as const;
const prepare = (values: KeyFields) => ({ name: values.name, scopes: values.scopes, expiresAt: expiryOf(values.expiresAt) });

interface CreateKeyFormProps {
  /** Makes the key; its answer holds the secret, shown once by the caller. */
  onCreate: (input: ApiKeyInput) => Promise<ApiKeyCreated>;
  onCreated: (key: ApiKeyCreated) => void;
}

/** A new key: its name, what it may do (each scope explained) and, if wanted, the last day it works. */
export function CreateKeyForm({ onCreate, onCreated }: CreateKeyFormProps) {
  const { t } = useTranslation('api-keys');
  const form = useForm<KeyFields, unknown, ApiKeyInput>({ resolver: schemaResolver(ApiKeyInput, prepare), defaultValues: { name: '', scopes: ['read'], expiresAt: '' } });
  const failure = form.formState.errors.root?.message;

  const submit = form.handleSubmit(async (input) => {
    try {
      onCreated(await onCreate(input));
      form.reset();
    } catch (cause) {
      const body = cause instanceof ApiRequestError ? cause.body : null;
      let placed = false;
      for (const field of body?.fields ?? []) {
        const name = FIELD_NAMES.find((item) => field.field === `body.${item}` || field.field.startsWith(`body.${item}.`));
        if (name) {
          form.setError(name, { message: field.message });
          placed = true;
        }
      }
      if (!placed) form.setError('root', { message: body?.message || t('failed') });
    }
  });

  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="api-key-create-title" className="flex max-w-2xl flex-col gap-5 rounded-md border p-4" data-testid="api-key-form">
        <h2 id="api-key-create-title" className="text-lg font-semibold">
          {t('create.title')}
        </h2>
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('create.name')}</FormLabel>
              <FormControl>
                <Input maxLength={API_KEY_NAME_MAX} autoComplete="off" placeholder={t('create.namePlaceholder')} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="scopes"
          render={({ field, fieldState }) => (
            <fieldset className="flex flex-col gap-3" aria-describedby={fieldState.error ? 'api-key-scopes-error' : undefined}>
              <legend className="mb-2 text-sm font-medium">{t('create.scopes')}</legend>
              {API_KEY_SCOPES.map((scope) => (
                <div key={scope} className="flex items-start gap-3">
                  <Checkbox
                    id={`api-key-scope-${scope}`}
                    checked={field.value.includes(scope)}
                    aria-describedby={`api-key-scope-${scope}-text`}
                    onCheckedChange={(checked) => field.onChange(checked === true ? [...field.value, scope] : field.value.filter((item) => item !== scope))}
                  />
                  <div className="grid gap-0.5">
                    <label htmlFor={`api-key-scope-${scope}`} className="text-sm font-medium">
                      {t(`scopes.${scope}.label`)}
                    </label>
                    <p id={`api-key-scope-${scope}-text`} className="text-sm text-muted-foreground">
                      {t(`scopes.${scope}.text`)}
                    </p>
                  </div>
                </div>
              ))}
              {fieldState.error ? (
                <p id="api-key-scopes-error" role="alert" className="text-sm text-destructive">
                  {fieldState.error.message === 'required' ? t('create.scopesRequired') : fieldState.error.message}
                </p>
              ) : null}
            </fieldset>
          )}
        />
        <FormField
          control={form.control}
          name="expiresAt"
          render={({ field }) => (
            <FormItem className="max-w-xs">
              <FormLabel>{t('create.expires')}</FormLabel>
              <FormControl>
                <DateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} fromYear={new Date().getFullYear()} />
              </FormControl>
              <FormDescription>{t('create.expiresHint')}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div role="alert" className="min-h-5 text-sm text-destructive">
          {failure}
        </div>
        <Button type="submit" disabled={form.formState.isSubmitting} className="self-start">
          {t('create.submit')}
        </Button>
      </form>
    </Form>
  );
}
