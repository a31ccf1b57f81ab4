import type { ClearedMatch, MatchView } from './draw.schema';
import type { CalendarEntry } from './calendar.schema';

/** Every API answer is one of these two shapes. */
export interface ApiFieldError {
  /** Dotted path of the failing input, e.g. `body.email` or `query.page`. */
  field: string;
  message: string;
}

export interface ApiErrorBody {
  message: string;
  status: number;
  code: string;
  fields?: ApiFieldError[];
  /**
   * On a 409 for a stale or refused change: the record's current version (and status, where it has one). A result
   * refused with reason `phaseNotStarted` carries its phase's version and status, to start it with. A correction
   * refused with reason `dependentsWouldClear` lists the later matches it would clear.
   */
  current?: { version: number; statusId?: number; match?: MatchView; entry?: CalendarEntry; dependents?: ClearedMatch[] };
  /** The engine's stable code when it refused the change (e.g. `gameNotFinished`); the message is its text. */
  reason?: string;
  /** On a 429, seconds until the limit resets (the web app client reads it from the `retry-after` header). */
  retryAfter?: number;
}

export type ApiResult<T> = { data: T } | { error: ApiErrorBody };

export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  badRequest: 'BAD_REQUEST',
  badUrl: 'BAD_URL',
  uriTooLong: 'URI_TOO_LONG',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  headersTooLarge: 'HEADERS_TOO_LARGE',
  timeout: 'REQUEST_TIMEOUT',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  conflict: 'CONFLICT',
  refused: 'REFUSED',
  rateLimited: 'RATE_LIMITED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
  unknown: 'UNKNOWN',
  captcha: 'INVALID_CAPTCHA',
  // Repeated failures on the name: the login wants a costlier captcha, asked for with `?strength=high`.
  captchaHarder: 'CAPTCHA_HARDER',
} as const;
