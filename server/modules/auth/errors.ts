import type { Locale } from '@domain/catalog';
import { ERROR_CODES, errorMessage, validationMessage, type PasswordProblem } from '@domain/contract';
import { ApiError } from '../../lib/errors';

export const captchaInvalid = () => new ApiError(400, ERROR_CODES.captcha, 'captcha');
export const tooManyAttempts = () => new ApiError(429, ERROR_CODES.rateLimited, 'tooManyAttempts');
/** The same answer for an unknown user and a wrong password. */
export const invalidCredentials = () => new ApiError(401, 'INVALID_CREDENTIALS', 'invalidCredentials');
export const accountTaken = () => new ApiError(409, ERROR_CODES.conflict, 'accountTaken');
export const tokenInvalid = () => new ApiError(400, 'TOKEN_INVALID', 'tokenInvalid');
export const wrongCurrentPassword = () =>
  new ApiError(400, ERROR_CODES.validation, 'wrongCurrentPassword', '', [{ field: 'body.currentPassword', message: 'wrongCurrentPassword' }]);
/** A login to a name under attack that did not come with the costlier captcha (`GET auth/captcha?strength=high`). */
export const captchaHarder = () => new ApiError(400, ERROR_CODES.captchaHarder, 'captchaHarder');

/** A password the policy refuses once its owner is known, worded as the schemas word a field error. */
export function refusedPassword(field: string, problem: PasswordProblem, locale: Locale): ApiError {
  const text = validationMessage(problem, locale);
  return new ApiError(400, ERROR_CODES.validation, null, `${errorMessage('validation', locale)} (${field}: ${text})`, [{ field, message: text }]);
}
