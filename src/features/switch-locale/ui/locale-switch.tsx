import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { localeOfPath } from '@/shared/routes';
import { twinPath } from '../lib/twin-path';

/** Link to the current screen in the other language. */
export function LocaleSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const to = localeOfPath(location.pathname) === 'es' ? 'en' : 'es';
  return (
    <Link
      to={twinPath(location.pathname, location.search, to)}
      hrefLang={to}
      lang={to}
      aria-label={t('language.switchToLabel')}
      data-testid="locale-switch"
      className={className ?? 'inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring'}
    >
      <Languages aria-hidden className="size-4" />
      <span className="hidden sm:inline">{t('language.switchTo')}</span>
      <span className="sm:hidden">{to.toUpperCase()}</span>
    </Link>
  );
}
