import { isLocale, type Label, type Locale } from '@domain/catalog';

/** The text of a two-language label in the screen's language. */
export function pickLabel(label: Label, locale: Locale | string): string {
  return label[isLocale(locale) ? locale : 'es'];
}
