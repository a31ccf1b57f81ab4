import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { useStartPhase } from '../api/start-phase.mutation';

interface PhaseStartOfferProps {
  phaseId: number;
  /** The phase version the refusal carried. */
  version: number;
  /** The server's refusal, in the reader's language. */
  message: string;
}

/** A result refused because its phase has not started: the reason, and the phase's start right here. */
export function PhaseStartOffer({ phaseId, version, message }: PhaseStartOfferProps) {
  const { t } = useTranslation('enter-result');
  const start = useStartPhase(phaseId);
  const [problem, setProblem] = useState<string | null>(null);

  if (start.isSuccess) {
    return (
      <p role="status" className="rounded-md border border-primary/40 p-3 text-sm" data-testid="phase-started">
        {t('phaseStarted')}
      </p>
    );
  }
  return (
    <div role="alert" className="space-y-2 rounded-md border border-destructive/40 p-3 text-sm" data-testid="phase-not-started">
      <p>{message}</p>
      <Button
        type="button"
        variant="outline"
        className="h-11"
        disabled={start.isPending}
        onClick={() => {
          setProblem(null);
          start.mutate(version, { onError: (error) => setProblem(error.message) });
        }}
      >
        {start.isPending ? t('startingPhase') : t('startPhase')}
      </Button>
      {problem ? <p className="text-destructive">{problem}</p> : null}
    </div>
  );
}
