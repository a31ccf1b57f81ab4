import { useTranslation } from 'react-i18next';

/** The loading, failure and retry texts every section's LoadState shows. */
export function useLoadLabels() {
  const { t } = useTranslation('common');
  return { loading: t('loading'), failed: t('actions.loadFailed'), retry: t('actions.retry') };
}
