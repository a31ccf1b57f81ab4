import { useLocation } from 'react-router-dom';
import type { Locale } from '@domain/catalog';
import { localeOfPath } from '@domain/routes/locale';

/** The language of the page on show, read from its address. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
