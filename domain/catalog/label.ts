/** A text in both product languages. */
export interface Label {
  es: string;
  en: string;
}

export type Locale = 'es' | 'en';

export const LOCALES: readonly Locale[] = ['es', 'en'];
export const DEFAULT_LOCALE: Locale = 'es';

export function isLocale(value: unknown): value is Locale {
  return value === 'es' || value === 'en';
}
