import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MailIcon } from 'lucide-react';
import type { Locale } from '@domain/catalog';
import { useCurrentCommunity } from '@/entities/community';
import { appConfig, messagingUrl } from '@/shared/config';
import { href, type RouteId } from '@/shared/routes';
import { InstagramIcon, WhatsAppIcon } from './social-icons';

const PLATFORM_LINKS: { id: RouteId; label: string }[] = [
  { id: 'contact', label: 'footer.contact' },
  { id: 'landing-rankings', label: 'footer.organizeRankings' },
  { id: 'landing-tournament', label: 'footer.organizeTournaments' },
  { id: 'blog', label: 'footer.blog' },
  { id: 'guides', label: 'footer.docs' },
];
const LEGAL_LINKS: { id: RouteId; label: string }[] = [
  { id: 'cookies', label: 'footer.cookies' },
  { id: 'terms', label: 'footer.terms' },
  { id: 'privacy', label: 'footer.privacy' },
];

const iconLink = 'inline-flex size-10 items-center justify-center rounded-full border hover:bg-accent';

export function Footer({ locale }: { locale: Locale }) {
  const { t } = useTranslation('common');
  const name = useCurrentCommunity()?.name ?? t('appName');
  const linkList = (items: typeof PLATFORM_LINKS) => (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={href(item.id, {}, locale)} className="hover:text-foreground hover:underline" data-footer={item.id}>
            {t(item.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <footer className="border-t bg-muted text-sm text-muted-foreground print:hidden" aria-label={t('footer.label')}>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-2">
          <p className="font-display text-lg font-bold text-foreground">{name}</p>
          <p>{t('footer.tagline')}</p>
        </div>
        <section aria-labelledby="footer-platform">
          <h2 id="footer-platform" className="mb-3 font-semibold text-foreground">{t('footer.platform')}</h2>
          {linkList(PLATFORM_LINKS)}
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="mb-3 font-semibold text-foreground">{t('footer.legal')}</h2>
          {linkList(LEGAL_LINKS)}
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="mb-3 font-semibold text-foreground">{t('footer.followUs')}</h2>
          <ul className="flex gap-2 text-foreground">
            <li>
              <a href={appConfig.social.url} className={iconLink} target="_blank" rel="noopener noreferrer" aria-label={t('footer.social', { name: appConfig.social.name })} data-testid="footer-social">
                <InstagramIcon className="size-5" />
              </a>
            </li>
            <li>
              <a href={messagingUrl(t('footer.messagingText'))} className={iconLink} target="_blank" rel="noopener noreferrer" aria-label={t('footer.messaging')} data-testid="footer-messaging">
                <WhatsAppIcon className="size-5" />
              </a>
            </li>
            <li>
              <a href={`mailto:${appConfig.mail}`} className={iconLink} aria-label={t('footer.mail', { mail: appConfig.mail })} data-testid="footer-mail">
                <MailIcon aria-hidden="true" className="size-5" />
              </a>
            </li>
          </ul>
        </section>
      </div>
      <p className="border-t px-4 py-4 text-center">{t('footer.rights', { year: new Date().getFullYear(), name })}</p>
    </footer>
  );
}
