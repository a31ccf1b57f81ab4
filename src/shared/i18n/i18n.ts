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

/** Texts of some namespaces in one language, as the server rendered a screen with them. */
export type TextBundles = Record<string, Record<string, unknown>>;

/**
 * Starts the texts in `locale`. `preloaded` are namespaces the page already carries (the server hands over those
 * its screen used): they are never downloaded, so hydration finds every text it needs at once.
 */
export async function initI18n(locale: Locale, preloaded?: TextBundles): Promise<typeof i18n> {
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
        // Namespaces given here are not asked of the backend; the others still load on demand.
        ...(preloaded ? { resources: { [locale]: preloaded }, partialBundledLanguages: true } : {}),
      });
    return i18n;
  }
  for (const [namespace, texts] of Object.entries(preloaded ?? {})) i18n.addResourceBundle(locale, namespace, texts, true, false);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  return i18n;
}

/** The namespaces react-i18next noted as asked for by the screens rendered with an instance. */
function reportedNamespaces(instance: object): string[] {
  if (!('reportNamespaces' in instance)) return [];
  const report = instance.reportNamespaces;
  if (typeof report !== 'object' || report === null || !('getUsedNamespaces' in report) || typeof report.getUsedNamespaces !== 'function') return [];
  const used: unknown = Reflect.apply(report.getUsedNamespaces, report, []);
  return Array.isArray(used) ? used.filter((namespace): namespace is string => typeof namespace === 'string') : [];
}

/** The namespaces an instance's screens asked for, with their texts in `locale` (those loaded). */
export function usedTexts(instance: typeof i18n, locale: Locale): TextBundles {
  const used = new Set(['common', ...reportedNamespaces(instance)]);
  const bundles: TextBundles = {};
  for (const namespace of used) {
    const texts: unknown = instance.getResourceBundle(locale, namespace);
    if (typeof texts === 'object' && texts !== null && !Array.isArray(texts)) bundles[namespace] = Object.fromEntries(Object.entries(texts));
  }
  return bundles;
}
