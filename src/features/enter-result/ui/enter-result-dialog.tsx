import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchResult, MatchRules } from '@domain/engine';
import type { MatchView } from '@domain/contract';
import { scoreSummary, toEngineMatch } from '@/entities/match';
import { ApiRequestError } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toaster';
import { useSaveResult } from '../api/save-result.mutation';
import { RefusalShown } from '../lib/refusal-shown';
import { EnterResultForm } from './enter-result-form';
import { PhaseStartOffer } from './phase-start-offer';
import { ReasonField } from './reason-field';

interface EnterResultDialogProps {
  match: MatchView;
  rules: MatchRules;
  homeName: string;
  awayName: string;
}

/** The owner's "enter result" button: the sport's form in a dialog, sent with the version of the match it shows. */
export function EnterResultDialog({ match, rules, homeName, awayName }: EnterResultDialogProps) {
  const { t } = useTranslation('enter-result');
  const { t: common } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const save = useSaveResult(match.id);
  const [reason, setReason] = useState('');
  /** A refusal because the phase has not started: its message and the phase version to start it with. */
  const [notStarted, setNotStarted] = useState<{ message: string; version: number } | null>(null);

  /** A 409 names the score someone else saved (or offers to start the phase); a 422 carries the engine's reason. */
  const submit = async (result: MatchResult) => {
    setNotStarted(null);
    try {
      const given = reason.trim();
      await save.mutateAsync({ version: match.version, result, ...(given ? { reason: given } : {}) });
    } catch (error) {
      if (error instanceof ApiRequestError && error.body.reason === 'phaseNotStarted' && error.body.current) {
        setNotStarted({ message: error.body.message, version: error.body.current.version });
        throw new RefusalShown(error.body.message);
      }
      const current = error instanceof ApiRequestError && error.body.status === 409 ? error.body.current?.match : undefined;
      if (current) {
        const score = scoreSummary(current.result, rules);
        throw new Error(score ? t('changedTo', { score: `${score.home}–${score.away}`, periods: score.periods.join(', ') }) : t('changed'));
      }
      throw error instanceof Error ? error : new Error(common('actions.saveFailed'));
    }
    toast.success(t('savedFor', { home: homeName, away: awayName }));
    setNotStarted(null);
    setReason('');
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={match.result ? 'outline' : 'default'} className="h-11 min-w-32" data-testid="enter-result">
          {match.result ? t('correct') : t('enter')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={common('actions.close')} className="max-h-[100dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('title', { home: homeName, away: awayName })}</DialogTitle>
          <DialogDescription>{t('hint')}</DialogDescription>
        </DialogHeader>
        <EnterResultForm
          match={toEngineMatch(match)}
          rules={rules}
          homeName={homeName}
          awayName={awayName}
          onSubmit={submit}
          extraFields={<ReasonField value={reason} onChange={setReason} disabled={save.isPending} />}
          notice={notStarted ? <PhaseStartOffer key={notStarted.version} phaseId={match.phaseId} version={notStarted.version} message={notStarted.message} /> : null}
        />
      </DialogContent>
    </Dialog>
  );
}
