export type { ApiErrorBody, ApiFieldError, ApiResult, Page } from './envelope';
export { ERROR_CODES } from './envelope';
export type { ValidationMessageKey, ErrorMessageKey } from './messages';
export { VALIDATION_MESSAGES, ERROR_MESSAGES, validationMessage, errorMessage } from './messages';
export {
  requiredText,
  optionalText,
  email,
  slug,
  SLUG_PATTERN,
  color,
  COLOR_PATTERN,
  percent,
  numeric,
  NUMERIC_PATTERN,
  id,
  idParam,
  pageQuery,
} from './fields';
export { date, time, normalizeDate, normalizeTime, toTimestamp } from './dates';
export type { Community } from './community.schema';
export { CommunityInput, LookAndFeel } from './community.schema';
export { ContactInput } from './contact.schema';
export type { ContactReceipt } from './contact.schema';
export type { Health } from './health.schema';
export type { SessionAccount, SessionUser, AuthSession } from './session.schema';
