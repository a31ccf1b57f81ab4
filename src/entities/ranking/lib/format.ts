import { shortDate } from '@/shared/lib/intl';

/** A line's date as people read it ("5 mar 2027" / "Mar 5, 2027"), the same on the server and in the browser. */
export function formatShortDate(iso: string, language: string): string {
  return shortDate(iso, language === 'en' ? 'en' : 'es');
}
