import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { LoginInput } from '@domain/contract';
import { Button } from '@/shared/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/shared/ui/form';
import { Input } from '@/shared/ui/input';

interface LoginFormProps {
  busy: boolean;
  onSubmit: (credentials: LoginInput) => void;
  /** What the sign-in also needs (the captcha) and what went wrong, after the fields and before the button. */
  children?: ReactNode;
}

/** Name and password, then what the caller adds (the captcha and its error), then the button that sends them. */
export function LoginForm({ busy, onSubmit, children }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm<LoginInput>({ resolver: valibotResolver(LoginInput), defaultValues: { user: '', password: '' } });
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-5" data-testid="login-form">
        <FormField
          control={form.control}
          name="user"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('login.user')}</FormLabel>
              <FormControl>
                <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('login.password')}</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="current-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {children}
        <Button type="submit" loading={busy} className="w-full">
          {t('login.submit')}
        </Button>
      </form>
    </Form>
  );
}
