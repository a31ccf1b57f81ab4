import { COOKIE_NAMES, type Locale } from '@domain/catalog';
// Direct modules, not the contract's index: the client is in every page's first download and needs no schemas.
import { ERROR_CODES, type ApiErrorBody, type ApiResult } from '@domain/contract/envelope';
import { CLIENT_ERROR_MESSAGES } from '@domain/contract/client-errors';
import { readCookie } from '../lib/cookies';
import { logger } from '../lib/logger';
import { apiContext } from './context';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Send cookies cross-site (social sign-in reads the session this way). */
  credentials?: RequestCredentials;
  /** Headers of this request alone (a score-keeper link's token). */
  headers?: Record<string, string>;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const base = apiContext().baseUrl;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${base}/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}

/** The address of an API path, for what the browser opens itself (a download, a calendar feed). */
export function apiAddress(path: string, query?: RequestOptions['query']): string {
  return buildUrl(path, query);
}

function headers(jsonBody: boolean): Record<string, string> {
  const { communityId, locale, extraHeaders } = apiContext();
  const result: Record<string, string> = { ...extraHeaders, accept: 'application/json', 'x-locale': locale };
  if (jsonBody) result['content-type'] = 'application/json';
  // The session itself travels in the server's HttpOnly cookie, which no script here can read.
  const accountId = readCookie(COOKIE_NAMES.accountId);
  if (accountId) result['x-account-id'] = accountId;
  if (communityId !== null) result['x-community-id'] = String(communityId);
  return result;
}

function isErrorBody(value: unknown): value is { error: Partial<ApiErrorBody> } {
  return typeof value === 'object' && value !== null && 'error' in value && typeof value.error === 'object' && value.error !== null;
}

function catalogMessage(key: keyof typeof CLIENT_ERROR_MESSAGES, locale: Locale): string {
  return CLIENT_ERROR_MESSAGES[key][locale];
}

/** Seconds a 429 asks to wait (`retry-after` in seconds); a minute when the header is missing or a date. */
function retryAfterSeconds(response: Response): number {
  const raw = Number(response.headers.get('retry-after'));
  return Number.isFinite(raw) && raw > 0 ? Math.ceil(raw) : 60;
}

/** Maps an HTTP failure to the spec's error catalogue. */
function httpError(response: Response, payload: unknown): ApiErrorBody {
  const { locale } = apiContext();
  const { status } = response;
  const server = isErrorBody(payload) ? payload.error : {};
  if (status === 403) return { message: catalogMessage('forbidden', locale), status, code: server.code ?? ERROR_CODES.forbidden };
  return {
    message: server.message ?? '',
    status,
    code: server.code ?? String(status),
    ...(server.fields ? { fields: server.fields } : {}),
    // A refused or stale change says why and what the record is now (the result dialog offers what to do).
    ...(server.reason ? { reason: server.reason } : {}),
    ...(server.current ? { current: server.current } : {}),
    ...(status === 429 ? { retryAfter: retryAfterSeconds(response) } : {}),
  };
}

function unknownError(): ApiErrorBody {
  return { message: catalogMessage('unknown', apiContext().locale), status: 500, code: ERROR_CODES.unknown };
}

/**
 * The one way the web app talks to the API. Never throws: every outcome is `{ data }` or `{ error }`,
 * and every failure is logged.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const hasBody = options.body !== undefined;
  // A file upload goes as multipart: the browser writes its content type with the boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const method = options.method ?? (hasBody ? 'POST' : 'GET');
  try {
    const response = await fetch(buildUrl(path, options.query), {
      method,
      headers: { ...headers(hasBody && !isForm), ...options.headers },
      body: isForm ? (options.body as FormData) : hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
      credentials: options.credentials ?? 'same-origin',
    });
    const text = await response.text();
    const payload: unknown = text ? JSON.parse(text) : null;
    if (!response.ok) {
      const error = httpError(response, payload);
      logger.warn(`${method} ${path} failed`, error);
      return { error };
    }
    return { data: (payload as { data: T }).data };
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    logger.error(`${method} ${path} failed`, cause);
    return { error: unknownError() };
  }
}

/** Thrown by `unwrap` so TanStack Query sees a failed query or mutation. */
export class ApiRequestError extends Error {
  constructor(readonly body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiRequestError';
  }
}

/**
 * For the query that loads a page's own record: a 404 means the record does not exist, so the error goes up to
 * the page's error boundary, which shows the not-found screen instead of an empty page with a retry button.
 */
export function isMissingRecord(error: unknown): boolean {
  return error instanceof ApiRequestError && error.body.status === 404;
}

/** Seconds to wait when the API refused the request for coming too often (429); null for any other error. */
export function rateLimitedFor(error: unknown): number | null {
  return error instanceof ApiRequestError && error.body.status === 429 ? (error.body.retryAfter ?? 60) : null;
}

export function unwrap<T>(result: ApiResult<T>): T {
  if ('error' in result) throw new ApiRequestError(result.error);
  return result.data;
}

/** apiRequest + unwrap, for query functions and mutations. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return unwrap(await apiRequest<T>(path, options));
}
