import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/shared/api';
import { toast } from '@/shared/ui/toaster';

/**
 * The spec's success message after a decision (or the one given, as a withdrawal's, which sends nobody on);
 * otherwise how many failed and the server's reason.
 */
export function useDecisionToasts() {
  const { t } = useTranslation('decide-request');
  const { t: errors } = useTranslation('errors');
  return ({ total, failures }: { total: number; failures: unknown[] }, success?: string) => {
    const [first] = failures;
    if (failures.length === 0) {
      toast.success(success ?? errors('successRedirect'));
      return;
    }
    const message = first instanceof ApiRequestError && first.body.message ? first.body.message : errors('somethingWentWrong');
    toast.error(total === 1 ? message : t('partial', { failed: failures.length, total, message }));
  };
}
