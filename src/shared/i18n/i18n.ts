import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@domain/catalog';
import { logger } from '../lib/logger';

type Messages = Record<string, Record<Locale, string>>;

function pick(messages: Messages, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([key, texts]) => [key, texts[locale]]));
}

/**
 * Namespaces load on demand, one JSON file per page slice and locale, so a route only downloads its own
 * texts. Validation and error texts come from domain/contract, the same texts the server answers with.
 */
const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const locale = (LOCALES as readonly string[]).includes(language) ? (language as Locale) : DEFAULT_LOCALE;
    if (namespace === 'validation' || namespace === 'errors') {
      // Loaded with the first form or error that needs them, not with every page.
      void import('@domain/contract/messages').then((messages) =>
        callback(null, pick(namespace === 'validation' ? messages.VALIDATION_MESSAGES : messages.ERROR_MESSAGES, locale)),
      );
      return;
    }
    import(
      /* webpackChunkName: "locale-[request]" */
      `./locales/${locale}/${namespace}.json`
    )
      .then((module: { default: ResourceKey }) => callback(null, module.default))
      .catch((error: unknown) => {
        logger.error(`missing texts ${locale}/${namespace}`, error);
        callback(error as Error, null);
      });
  },
};

export const i18n = i18next.createInstance();

export async function initI18n(locale: Locale): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n
      .use(backend)
      .use(initReactI18next)
      .init({
        lng: locale,
        // Each language is complete (a test keeps both catalogues in step): never download the other as a fallback.
        fallbackLng: false,
        supportedLngs: [...LOCALES],
        ns: ['common'],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
        returnNull: false,
      });
  } else if (i18n.language !== locale) {
    await i18n.changeLanguage(locale);
  }
  return i18n;
}
