import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { RegisterInput } from '@domain/contract';
import { sessionStarted, takePostLoginTarget } from '@/entities/session';
import { ApiRequestError } from '@/shared/api';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { Captcha } from '@/shared/ui/captcha';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/shared/ui/form';
import { Input } from '@/shared/ui/input';
import { PasswordStrength } from '@/shared/ui/password-strength';
import { toast } from '@/shared/ui/toaster';
import { useRegister } from '../api/register.api';

const FIELDS = [
  { name: 'fullName', type: 'text', autoComplete: 'name' },
  { name: 'user', type: 'text', autoComplete: 'username', hint: 'validation:username' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password', hint: 'register.passwordHint' },
] as const;

/** Creates the user and their first account, then signs in (one account: straight on, no choice to make). */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const navigate = useNavigate();
  const startSession = useUnit(sessionStarted);
  const register = useRegister();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<RegisterInput>({ resolver: valibotResolver(RegisterInput), defaultValues: { user: '', email: '', password: '', fullName: '' } });

  const submit = form.handleSubmit(async (fields) => {
    if (!captcha) {
      setError(t('errors:captcha'));
      return;
    }
    setError(null);
    setCaptcha(null);
    try {
      const session = await register.mutateAsync({ fields, captcha });
      startSession(session);
      toast.success(t('register.verifySent'));
      void navigate(takePostLoginTarget() ?? href('welcome', {}, locale), { replace: true });
    } catch (cause) {
      setRound((value) => value + 1);
      const body = cause instanceof ApiRequestError ? cause.body : null;
      for (const field of body?.fields ?? []) {
        const name = field.field.replace(/^body\./, '') as keyof RegisterInput;
        if (FIELDS.some((f) => f.name === name)) form.setError(name, { message: field.message });
      }
      if (!body?.fields?.length) setError(body?.message || t('errors:somethingWentWrong'));
    }
  });

  return (
    <Form {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-testid="register-form" data-captcha={captcha ? 'solved' : 'pending'}>
        {FIELDS.map((spec) => (
          <FormField
            key={spec.name}
            control={form.control}
            name={spec.name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t(`register.${spec.name}`)}</FormLabel>
                <FormControl>
                  <Input type={spec.type} autoComplete={spec.autoComplete} {...field} />
                </FormControl>
                {'hint' in spec ? <FormDescription>{t(spec.hint)}</FormDescription> : null}
                {spec.name === 'password' ? <PasswordStrength password={field.value} owner={{ user: form.watch('user'), email: form.watch('email') }} /> : null}
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <Captcha round={round} onSolved={setCaptcha} onCleared={() => setCaptcha(null)} />
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit" loading={register.isPending} className="w-full">
          {t('register.submit')}
        </Button>
      </form>
    </Form>
  );
}
