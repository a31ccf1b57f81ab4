import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { CheckCircle2Icon } from 'lucide-react';
import { ContactInput } from '@domain/contract';
import { ApiRequestError } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Captcha } from '@/shared/ui/captcha';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/shared/ui/form';
import { Input } from '@/shared/ui/input';
import { Textarea } from '@/shared/ui/textarea';
import { useSendContact } from '../api/send-contact';

type Values = { name: string; email: string; subject: string; message: string };
const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** Posts to POST /api/contact; field errors from the server land on their fields, anything else above the button. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const form = useForm<Values>({ resolver: valibotResolver(ContactInput), defaultValues: { name: '', email: '', subject: '', message: '' } });
  const send = useSendContact();
  // A solution works once: every attempt asks the widget for a fresh one.
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [captchaMissing, setCaptchaMissing] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    if (!captcha) {
      setCaptchaMissing(true);
      return;
    }
    setCaptchaMissing(false);
    setCaptcha(null);
    try {
      await send.mutateAsync({ ...values, recaptcha: captcha });
      form.reset();
    } catch (error) {
      setRound((value) => value + 1);
      if (!(error instanceof ApiRequestError)) return;
      for (const field of error.body.fields ?? []) {
        const name = field.field.replace(/^body\./, '');
        if ((FIELDS as readonly string[]).includes(name)) form.setError(name as keyof Values, { message: field.message });
      }
    }
  });

  // Field errors show on their fields; any other failure is said once above the button.
  let generalError: string | null = captchaMissing ? t('errors:captcha') : null;
  if (send.isError && !captchaMissing) {
    const body = send.error instanceof ApiRequestError ? send.error.body : null;
    if (!body?.fields?.length) generalError = body?.message || t('failed');
  }

  return (
    <Form {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-describedby="contact-privacy" data-testid="contact-form" data-captcha={captcha ? 'solved' : 'pending'}>
        {send.isSuccess && !form.formState.isDirty ? (
          <p role="status" className="flex items-start gap-2 rounded-lg border border-success p-4 text-success" data-testid="contact-success">
            <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {t('success')}
          </p>
        ) : null}
        {FIELDS.map((name) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t(`fields.${name}`)}</FormLabel>
                <FormControl>
                  {name === 'message' ? <Textarea rows={6} {...field} /> : <Input type={name === 'email' ? 'email' : 'text'} autoComplete={name === 'name' ? 'name' : name === 'email' ? 'email' : 'off'} {...field} />}
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <Captcha round={round} onSolved={setCaptcha} onCleared={() => setCaptcha(null)} />
        {generalError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {generalError}
          </p>
        ) : null}
        <p id="contact-privacy" className="text-sm text-muted-foreground">
          {t('privacyNote')}
        </p>
        <Button type="submit" loading={send.isPending} className="self-start">
          {t('submit')}
        </Button>
      </form>
    </Form>
  );
}
