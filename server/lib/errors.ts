import type { ApiErrorBody, ApiFieldError } from '@domain/contract';
import { ERROR_CODES, validationMessage, type ErrorMessageKey } from '@domain/contract';

/**
 * An error the API answers on purpose. `messageKey` is translated to the caller's language;
 * `message` is used as is when the text is already specific.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: ErrorMessageKey | null,
    message = '',
    readonly fields?: ApiFieldError[],
    readonly current?: ApiErrorBody['current'],
    readonly reason?: string,
  ) {
    super(message || messageKey || code);
    this.name = 'ApiError';
  }
}

export const notFound = (message = '') => new ApiError(404, ERROR_CODES.notFound, message ? null : 'notFound', message);
export const forbidden = () => new ApiError(403, ERROR_CODES.forbidden, 'forbidden');
export const unauthorized = () => new ApiError(401, ERROR_CODES.unauthorized, 'unauthorized');
export const conflict = (message = '') => new ApiError(409, ERROR_CODES.conflict, message ? null : 'conflict', message);
export const badRequest = (field: string, message: string, code: string = ERROR_CODES.validation) =>
  new ApiError(400, code, null, message, [{ field, message }]);

/** A change sent without the version of the record it was made on: a 400 on that field, never a guess. */
export const missingVersion = (locale: 'es' | 'en', field = 'body.version') => badRequest(field, validationMessage('versionRequired', locale));

interface EngineRefusal {
  code: string;
  message: Record<'es' | 'en', string>;
  at?: { part: string; index: number; rubber?: number };
}

/** Where a result's refused score was sent: `body.result.periods.1`, or inside an individual match of a team match. */
const resultField = ({ part, index, rubber }: NonNullable<EngineRefusal['at']>) =>
  `body.result.${rubber === undefined ? '' : `rubbers.${rubber}.`}${part}.${index}`;

/**
 * The engine refused the change: its stable code as `reason`, its text in the caller's language; a refusal about one
 * score of a result also names that score's field.
 */
export const refused = (status: 409 | 422, refusal: EngineRefusal, locale: 'es' | 'en', current?: ApiErrorBody['current']) => {
  const message = refusal.message[locale];
  const fields = refusal.at ? [{ field: resultField(refusal.at), message }] : undefined;
  return new ApiError(status, ERROR_CODES.refused, null, message, fields, current, refusal.code);
};
