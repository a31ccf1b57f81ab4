import { useTranslation } from 'react-i18next';
import type { ClearedMatch } from '@domain/contract';
import { Button } from '@/shared/ui/button';

interface DependentsConsentProps {
  dependents: ClearedMatch[];
  /** The server's explanation, in the reader's language. */
  message: string;
  pending: boolean;
  problem: string | null;
  onConsent: () => void;
}

/** A correction that would take results from later matches: which ones, and the owner's go-ahead to clear them. */
export function DependentsConsent({ dependents, message, pending, problem, onConsent }: DependentsConsentProps) {
  const { t } = useTranslation('enter-result');
  const side = (name: string | null) => name ?? t('toBeDecided');
  return (
    <div role="alert" className="space-y-2 rounded-md border border-destructive/40 p-3 text-sm" data-testid="dependents-consent">
      <p>{message}</p>
      <p className="font-medium">{t('dependentsTitle')}</p>
      <ul className="list-disc space-y-1 pl-5">
        {dependents.map((match) => (
          <li key={match.id}>{t('dependent', { round: match.round, home: side(match.home), away: side(match.away) })}</li>
        ))}
      </ul>
      <Button type="button" variant="destructive" className="h-11 w-full" disabled={pending} onClick={onConsent} data-testid="clear-dependents">
        {pending ? t('saving') : t('clearAndSave')}
      </Button>
      {problem ? <p className="text-destructive">{problem}</p> : null}
    </div>
  );
}
