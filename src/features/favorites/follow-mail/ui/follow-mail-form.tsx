import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MailIcon } from 'lucide-react';
import { FOLLOW_MAIL_KINDS, FollowMailInput } from '@domain/contract';
import { favoriteQueries, type FollowMailSettings } from '@/entities/favorite';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Form, FormControl, FormField, FormItem, FormLabel } from '@/shared/ui/form';
import { StaleNotice } from '@/shared/ui/stale-notice';
import { toast } from '@/shared/ui/toaster';
import { isStaleChoice, useSaveFollowMail } from '../api/follow-mail.mutation';

function Choice({ userId, current }: { userId: number; current: FollowMailSettings }) {
  const { t } = useTranslation('follow-mail');
  const client = useQueryClient();
  const save = useSaveFollowMail(userId);
  const [stale, setStale] = useState(false);
  const form = useForm<FollowMailInput>({ resolver: valibotResolver(FollowMailInput), defaultValues: current });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(t('saved'));
    } catch (error) {
      if (isStaleChoice(error)) setStale(true);
      else toast.error(t('failed'));
    }
  });
  // The choice as it is now replaces the form (it is keyed by version), and the notice goes with it.
  const reload = () => client.fetchQuery({ ...favoriteQueries.mail(userId), staleTime: 0 });
  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="follow-mail-title" aria-describedby="follow-mail-lead" className="flex flex-col gap-4 rounded-xl border p-5" data-testid="follow-mail-form">
        <h3 id="follow-mail-title" className="flex items-center gap-2 text-xl font-bold">
          <MailIcon aria-hidden="true" className="size-5" />
          {t('title')}
        </h3>
        <p id="follow-mail-lead" className="text-sm text-muted-foreground">{t('lead')}</p>
        {stale ? <StaleNotice message={t('stale')} reloadLabel={t('reload')} onReload={reload} /> : null}
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">{t('legend')}</legend>
          {FOLLOW_MAIL_KINDS.map((kind) => (
            <FormField
              key={kind}
              control={form.control}
              name={kind}
              render={({ field }) => (
                <FormItem className="flex flex-row items-center gap-3">
                  <FormControl>
                    <Checkbox ref={field.ref} name={field.name} checked={field.value} onBlur={field.onBlur} onCheckedChange={(next) => field.onChange(next === true)} disabled={save.isPending} />
                  </FormControl>
                  <FormLabel className="font-normal">{t(`kinds.${kind}`)}</FormLabel>
                </FormItem>
              )}
            />
          ))}
        </fieldset>
        <Button type="submit" loading={save.isPending} className="self-start">
          {t('save')}
        </Button>
      </form>
    </Form>
  );
}

/** Which news of what the user follows also come by mail: none until they choose. */
export function FollowMailForm({ userId }: { userId: number }) {
  const current = useQuery(favoriteQueries.mail(userId));
  if (!current.data) return null;
  return <Choice key={current.data.version} userId={userId} current={current.data} />;
}
