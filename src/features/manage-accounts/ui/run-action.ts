import type { TFunction } from 'i18next';
import { ApiRequestError } from '@/shared/api';
import { toast } from '@/shared/ui/toaster';

/** Runs a write and says how it went: the success text, or the server's message. */
export async function runAction(action: () => Promise<unknown>, success: string, t: TFunction): Promise<boolean> {
  try {
    await action();
    toast.success(success);
    return true;
  } catch (error) {
    toast.error(error instanceof ApiRequestError && error.body.message ? error.body.message : t('errors:somethingWentWrong'));
    return false;
  }
}
