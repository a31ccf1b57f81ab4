import { useTranslation } from 'react-i18next';
import type { ApiKeyCreated } from '@domain/contract';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toaster';

/** The secret of a key just made: shown this once, with a copy button and a warning to keep it safe. */
export function KeySecret({ made, onDone }: { made: ApiKeyCreated; onDone: () => void }) {
  const { t } = useTranslation('api-keys');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(made.secret);
      toast.success(t('secret.copied'));
    } catch {
      toast.error(t('secret.copyFailed'));
    }
  };
  return (
    <section aria-labelledby="api-key-secret-title" className="flex max-w-2xl flex-col gap-3 rounded-md border border-primary p-4" data-testid="api-key-secret">
      <h2 id="api-key-secret-title" className="text-lg font-semibold">
        {t('secret.title', { name: made.name })}
      </h2>
      <p role="note" className="text-sm font-medium">
        {t('secret.warning')}
      </p>
      <code className="block break-all rounded bg-muted p-2 text-sm" aria-label={t('secret.label')}>
        {made.secret}
      </code>
      <p className="text-sm text-muted-foreground">{t('secret.usage')}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => void copy()}>
          {t('secret.copy')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('secret.done')}
        </Button>
      </div>
    </section>
  );
}
