import { ERROR_CODES } from '@domain/contract';
import { ApiError } from '../../lib/errors';

export const captchaInvalid = () => new ApiError(400, ERROR_CODES.captcha, 'captcha');
export const tooManyAttempts = () => new ApiError(429, ERROR_CODES.rateLimited, 'tooManyAttempts');
/** The same answer for an unknown user and a wrong password. */
export const invalidCredentials = () => new ApiError(401, 'INVALID_CREDENTIALS', 'invalidCredentials');
export const accountTaken = () => new ApiError(409, ERROR_CODES.conflict, 'accountTaken');
export const tokenInvalid = () => new ApiError(400, 'TOKEN_INVALID', 'tokenInvalid');
export const wrongCurrentPassword = () =>
  new ApiError(400, ERROR_CODES.validation, 'wrongCurrentPassword', '', [{ field: 'body.currentPassword', message: 'wrongCurrentPassword' }]);
