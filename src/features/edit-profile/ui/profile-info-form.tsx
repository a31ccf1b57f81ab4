import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import * as v from 'valibot';
import { requiredText, type UserProfile } from '@domain/contract';
import { profileUpdated } from '@/entities/session';
import { Button } from '@/shared/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/shared/ui/form';
import { Input } from '@/shared/ui/input';
import { toast } from '@/shared/ui/toaster';
import { useUpdateProfile } from '../api/profile.api';
import { AvatarField } from './avatar-field';
import { initialsOf } from '@/shared/lib/text';
import { toastFailure } from './feedback';

const Values = v.object({ fullName: requiredText(120), avatar: v.nullable(v.string()) });
type Values = v.InferOutput<typeof Values>;

export function ProfileInfoForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile(profile.id);
  const updated = useUnit(profileUpdated);
  const form = useForm<Values>({ resolver: valibotResolver(Values), defaultValues: { fullName: profile.fullName, avatar: profile.avatar } });
  const submit = form.handleSubmit(async (values) => {
    try {
      const { user } = await update.mutateAsync(values);
      updated(user);
      form.reset({ fullName: user.fullName, avatar: user.avatar });
      toast.success(t('info.saved'));
    } catch (error) {
      toastFailure(error, t);
    }
  });
  return (
    <Form {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-testid="profile-info-form">
        <FormField
          control={form.control}
          name="avatar"
          render={({ field }) => <AvatarField value={field.value} initials={initialsOf(form.watch('fullName'))} onChange={(url) => field.onChange(url)} />}
        />
        <FormField
          control={form.control}
          name="fullName"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('info.fullName')}</FormLabel>
              <FormControl>
                <Input autoComplete="name" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" loading={update.isPending} className="self-start">
          {t('info.save')}
        </Button>
      </form>
    </Form>
  );
}
