import type { TFunction } from 'i18next';
import { ApiRequestError } from '@/shared/api';
import { toast } from '@/shared/ui/toaster';

/** A failed save says the server's words, or the catalogue's generic ones. */
export function toastFailure(error: unknown, t: TFunction): void {
  toast.error(error instanceof ApiRequestError && error.body.message ? error.body.message : t('errors:somethingWentWrong'));
}
