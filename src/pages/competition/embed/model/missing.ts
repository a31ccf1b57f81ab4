import { ERROR_CODES } from '@domain/contract/envelope';
import { ApiRequestError } from '@/shared/api';

/**
 * A record the address names that is not the one it should be (a phase of another tournament, a table of another
 * ranking): thrown while rendering, the page's error boundary shows the not-found screen, as for a missing record.
 */
export function missingRecord(): ApiRequestError {
  return new ApiRequestError({ message: 'Not found', status: 404, code: ERROR_CODES.notFound });
}
