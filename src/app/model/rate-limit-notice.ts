import { i18n } from '@/shared/i18n';
import { toast } from '@/shared/ui/toaster';

let shown: string | null = null;

/** One toast at a time saying the server asked to slow down and when the page tries again. */
export function announceRateLimit(seconds: number): void {
  if (shown) toast.dismiss(shown);
  shown = toast({
    title: i18n.t('common:rateLimited.title'),
    description: i18n.t('common:rateLimited.description', { seconds }),
    duration: Math.min(seconds, 60) * 1000,
  });
}
