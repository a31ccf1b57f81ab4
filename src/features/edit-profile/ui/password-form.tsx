import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import * as v from 'valibot';
import { newPasswordFor, type UserProfile } from '@domain/contract';
import { ApiRequestError } from '@/shared/api';
import { $accountId, accountSelected, sessionStarted } from '@/entities/session';
import { Button } from '@/shared/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/shared/ui/form';
import { Input } from '@/shared/ui/input';
import { PasswordStrength } from '@/shared/ui/password-strength';
import { toast } from '@/shared/ui/toaster';
import { useUpdateProfile } from '../api/profile.api';
import { toastFailure } from './feedback';

const valuesFor = (owner: { user: string; email: string }) => v.object({ currentPassword: v.string(), newPassword: newPasswordFor(owner) });
type Values = v.InferOutput<ReturnType<typeof valuesFor>>;
const FIELDS = ['currentPassword', 'newPassword'] as const;

/** A password change ends every session, this one included: the answer's fresh session replaces it. */
export function PasswordForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile(profile.id);
  const [start, select, accountId] = useUnit([sessionStarted, accountSelected, $accountId]);
  const owner = { user: profile.user, email: profile.email };
  const form = useForm<Values>({ resolver: valibotResolver(valuesFor(owner)), defaultValues: { currentPassword: '', newPassword: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      const { session } = await update.mutateAsync({ fullName: profile.fullName, avatar: profile.avatar, ...values });
      if (session) {
        start(session);
        if (accountId !== null) select(accountId);
      }
      form.reset();
      toast.success(t('info.passwordChanged'));
    } catch (error) {
      // The server alone knows the most used passwords: its word lands on the field it is about.
      const fields = error instanceof ApiRequestError ? (error.body.fields ?? []) : [];
      for (const { field, message } of fields) {
        const name = FIELDS.find((candidate) => `body.${candidate}` === field);
        if (name) form.setError(name, { message });
      }
      if (fields.length === 0) toastFailure(error, t);
    }
  });
  return (
    <Form {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby="password-title" data-testid="password-form">
        <div>
          <h2 id="password-title" className="text-xl font-bold">{t('info.passwordTitle')}</h2>
          <p className="text-sm text-muted-foreground">{profile.hasPassword ? t('info.passwordLead') : t('info.firstPassword')}</p>
        </div>
        {profile.hasPassword ? (
          <FormField
            control={form.control}
            name="currentPassword"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('info.currentPassword')}</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="current-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ) : null}
        <FormField
          control={form.control}
          name="newPassword"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('info.newPassword')}</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="new-password" {...field} />
              </FormControl>
              <PasswordStrength password={field.value} owner={owner} />
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" variant="outline" loading={update.isPending} className="self-start">
          {t('info.changePassword')}
        </Button>
      </form>
    </Form>
  );
}
