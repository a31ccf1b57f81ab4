import { useTranslation } from 'react-i18next';

/** The texts of a load state: loading, failed, retry. */
export function useLoadLabels() {
  const { t } = useTranslation('common');
  return { loading: t('loading'), failed: t('actions.loadFailed'), retry: t('actions.retry') };
}
