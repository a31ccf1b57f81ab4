import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { color, type ApiFieldError } from '@domain/contract';
import { Button } from '@/shared/ui/button';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/shared/ui/form';
import { Input } from '@/shared/ui/input';
import { TopBarPreview } from './top-bar-preview';

const Colours = v.object({ primary: color, secondary: color });
type Values = v.InferOutput<typeof Colours>;

/** Step 3: primary and secondary colours, picked or typed as #rrggbb, with the top bar previewed live. */
export function ColoursStep({ values, name, logo, errors, onNext, onBack }: { values: Values; name: string; logo: string; errors: ApiFieldError[]; onNext: (values: Values) => void; onBack: () => void }) {
  const { t } = useTranslation('create-community');
  const form = useForm<Values>({ resolver: valibotResolver(Colours), defaultValues: values, mode: 'onChange' });
  const [primary, secondary] = useWatch({ control: form.control, name: ['primary', 'secondary'] });
  useEffect(() => {
    for (const item of errors) {
      const key = item.field.replace(/^body\.lookAndFeel\./, '');
      if (key === 'primary' || key === 'secondary') form.setError(key, { type: 'server', message: item.message });
    }
  }, [errors, form]);
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onNext)} className="flex flex-col gap-6" data-testid="wizard-colours">
        <div className="grid gap-6 sm:grid-cols-2">
          {(['primary', 'secondary'] as const).map((key) => (
            <FormField
              key={key}
              control={form.control}
              name={key}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t(`fields.${key}`)}</FormLabel>
                  <div className="flex items-center gap-2">
                    <input
                      type="color"
                      aria-label={t('pick', { colour: t(`fields.${key}`) })}
                      value={/^#[0-9a-fA-F]{6}$/.test(field.value) ? field.value : '#000000'}
                      onChange={(event) => field.onChange(event.target.value)}
                      className="h-10 w-12 cursor-pointer rounded-md border border-input bg-background p-1"
                      data-testid={`${key}-picker`}
                    />
                    <FormControl>
                      <Input {...field} maxLength={7} spellCheck={false} className="font-mono" data-testid={`${key}-hex`} />
                    </FormControl>
                  </div>
                  <FormDescription>{t(`${key}Hint`)}</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
          ))}
        </div>
        <TopBarPreview name={name} logo={logo} primary={primary} secondary={secondary} />
        <div className="flex justify-between">
          <Button type="button" variant="outline" onClick={onBack}>
            {t('back')}
          </Button>
          <Button type="submit">{t('next')}</Button>
        </div>
      </form>
    </Form>
  );
}
