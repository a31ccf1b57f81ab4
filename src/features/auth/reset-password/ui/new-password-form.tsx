import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { newPassword } from '@domain/contract';
import { ApiRequestError } from '@/shared/api';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/shared/ui/form';
import { Input } from '@/shared/ui/input';
import { PasswordStrength } from '@/shared/ui/password-strength';
import { useResetPassword } from '../api/reset.api';

const NewPassword = v.pipe(
  v.object({ password: newPassword, confirm: v.string('invalidType') }),
  v.forward(v.check((input) => input.password === input.confirm, 'passwordMismatch'), ['confirm']),
);
type Values = v.InferOutput<typeof NewPassword>;

/** Sets the new password with the mailed token; the token works once. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const reset = useResetPassword();
  const form = useForm<Values>({ resolver: valibotResolver(NewPassword), defaultValues: { password: '', confirm: '' } });
  const submit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        // The server judges the password against the link's owner: its word lands on the password field.
        onError: (error) => {
          const field = error instanceof ApiRequestError ? error.body.fields?.find((item) => item.field === 'body.password') : undefined;
          if (field) form.setError('password', { message: field.message });
        },
      },
    ),
  );

  if (reset.isSuccess) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="status" className="rounded-lg border border-success p-4 text-success" data-testid="reset-done">{t('reset.saved')}</p>
        <Button asChild>
          <Link to={href('login', {}, locale)}>{t('reset.login')}</Link>
        </Button>
      </div>
    );
  }
  const failure = reset.error instanceof ApiRequestError ? (reset.error.body.fields?.length ? null : reset.error.body.message) : reset.isError ? t('errors:somethingWentWrong') : null;
  return (
    <Form {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-testid="new-password-form">
        <h2 className="text-xl font-bold">{t('reset.newTitle')}</h2>
        {(['password', 'confirm'] as const).map((name) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t(`reset.${name}`)}</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="new-password" {...field} />
                </FormControl>
                {name === 'password' ? <PasswordStrength password={field.value} /> : null}
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        {failure ? <p role="alert" className="text-sm font-medium text-destructive">{failure}</p> : null}
        <Button type="submit" loading={reset.isPending} className="w-full">
          {t('reset.save')}
        </Button>
      </form>
    </Form>
  );
}
