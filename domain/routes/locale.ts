import type { Locale } from '../catalog';

/** The language a path belongs to: English under /en, Spanish otherwise. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'es';
}
