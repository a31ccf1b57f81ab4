import { useTranslation } from 'react-i18next';
import { MailIcon } from 'lucide-react';
import { PageHeader } from '@/widgets/page-header';
import { appConfig, messagingUrl } from '@/shared/config';
import { ContactForm } from './contact-form';

export function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <section data-route-id="contact" className="pb-16">
      <PageHeader title={t('title')} description={t('lead')} />
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <ContactForm />
        <aside className="flex flex-col gap-4 self-start rounded-xl border bg-muted p-6" aria-labelledby="contact-other">
          <h2 id="contact-other" className="text-xl font-bold">{t('otherTitle')}</h2>
          <p className="text-muted-foreground">{t('otherText')}</p>
          <a href={`mailto:${appConfig.mail}`} className="inline-flex items-center gap-2 font-medium underline underline-offset-4">
            <MailIcon aria-hidden="true" className="size-4" />
            {appConfig.mail}
          </a>
          <a href={messagingUrl(t('messagingText'))} target="_blank" rel="noopener noreferrer" className="font-medium underline underline-offset-4">
            {t('messaging')}
          </a>
          <h3 className="pt-2 font-bold">{t('hoursTitle')}</h3>
          <p className="text-muted-foreground">{t('hours')}</p>
        </aside>
      </div>
    </section>
  );
}
