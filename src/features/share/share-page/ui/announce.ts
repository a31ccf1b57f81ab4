import { toast } from '@/shared/ui/toaster';
import type { ShareOutcome } from '../lib/share-link';

/** Tells what happened to a copy (a shared or cancelled sheet speaks for itself). */
export function announce(outcome: ShareOutcome, t: (key: string) => string) {
  if (outcome === 'copied') toast.success(t('copied'), { description: t('copiedDescription') });
  if (outcome === 'failed') toast.error(t('copyFailed'), { description: t('copyFailedDescription') });
}
