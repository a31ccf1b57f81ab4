import type { Locale } from '@domain/catalog';

/**
 * Values every call carries besides the cookies: the community (space) in use and the UI language.
 * The community entity and the i18n setup keep them current.
 */
const context: { communityId: number | null; locale: Locale; baseUrl: string; extraHeaders: Readonly<Record<string, string>> } = {
  communityId: null,
  extraHeaders: {},
  locale: 'es',
  baseUrl: import.meta.env.PUBLIC_API_BASE_URL ?? '/api',
};

export function setApiCommunity(communityId: number | null): void {
  context.communityId = communityId;
}

export function setApiLocale(locale: Locale): void {
  context.locale = locale;
}

export function setApiBaseUrl(baseUrl: string): void {
  context.baseUrl = baseUrl.replace(/\/$/, '');
}

/** Headers every call adds; the server renderer identifies its own requests with one. */
export function setApiExtraHeaders(headers: Readonly<Record<string, string>>): void {
  context.extraHeaders = headers;
}

export function apiContext(): Readonly<typeof context> {
  return context;
}
