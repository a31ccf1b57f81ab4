import { dateFormat } from '@/shared/lib/intl';
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

/** A line's date as people read it ("5 mar 2027" / "Mar 5, 2027"), the same on the server and in the browser. */
export function formatShortDate(iso: string, language: string): string {
  const locale = language === 'en' ? 'en' : 'es';
  return plainSpaces(dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T12:00:00Z`)));
}
