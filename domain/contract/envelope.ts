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
  // The same Idempotency-Key was sent with another request, or its first request is still being answered.
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  idempotencyKeyInUse: 'IDEMPOTENCY_KEY_IN_USE',
} as const;

/**
 * The request header that makes a POST safe to repeat: a repeat with the same key by the same caller answers what the
 * first one answered, with `IDEMPOTENT_REPLAYED_HEADER` set to `true`, and runs nothing again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key's answer is kept, in hours. */
export const IDEMPOTENCY_KEEP_HOURS = 24;
