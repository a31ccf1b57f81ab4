import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { setApiLocale } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { localeOfPath } from '@/shared/routes';

/** Keeps i18next, the API client and <html lang> on the language of the current path. */
export function LocaleSync({ children }: { children: ReactNode }) {
  const locale = localeOfPath(useLocation().pathname);
  // Before any screen below asks for data: their queries start in effects, which run before this one's, and a
  // translated answer (a ranking table's label, say) must come in the language of the new path.
  if (typeof document !== 'undefined') setApiLocale(locale);
  useEffect(() => {
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale]);
  return children;
}
