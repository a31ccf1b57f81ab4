import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { ResetRequestInput } from '@domain/contract';
import { ApiRequestError } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Captcha } from '@/shared/ui/captcha';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/shared/ui/form';
import { Input } from '@/shared/ui/input';
import { useRequestReset } from '../api/reset.api';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function RequestResetForm() {
  const { t } = useTranslation('auth');
  const request = useRequestReset();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ResetRequestInput>({ resolver: valibotResolver(ResetRequestInput), defaultValues: { email: '' } });

  const submit = form.handleSubmit(async ({ email }) => {
    if (!captcha) return setError(t('errors:captcha'));
    setError(null);
    setCaptcha(null);
    try {
      await request.mutateAsync({ email, captcha });
    } catch (cause) {
      setRound((value) => value + 1);
      setError(cause instanceof ApiRequestError && cause.body.message ? cause.body.message : t('errors:somethingWentWrong'));
    }
  });

  if (request.isSuccess) {
    return (
      <p role="status" className="rounded-lg border border-success p-4 text-success" data-testid="reset-requested">
        {t('reset.requested')}
      </p>
    );
  }
  return (
    <Form {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-testid="reset-request-form">
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('reset.email')}</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="email" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Captcha round={round} onSolved={setCaptcha} onCleared={() => setCaptcha(null)} />
        {error ? <p role="alert" className="text-sm font-medium text-destructive">{error}</p> : null}
        <Button type="submit" loading={request.isPending} className="w-full">
          {t('reset.request')}
        </Button>
      </form>
    </Form>
  );
}
