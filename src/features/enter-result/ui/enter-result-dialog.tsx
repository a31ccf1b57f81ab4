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
import { EnterResultForm } from './enter-result-form';

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

  /** A 409 names the score someone else saved; a 422 carries the engine's reason; both stay in the form. */
  const submit = async (result: MatchResult) => {
    try {
      await save.mutateAsync({ version: match.version, result });
    } catch (error) {
      const current = error instanceof ApiRequestError && error.body.status === 409 ? error.body.current?.match : undefined;
      if (current) {
        const score = scoreSummary(current.result, rules);
        throw new Error(score ? t('changedTo', { score: `${score.home}–${score.away}`, periods: score.periods.join(', ') }) : t('changed'));
      }
      throw error instanceof Error ? error : new Error(common('actions.saveFailed'));
    }
    toast.success(t('savedFor', { home: homeName, away: awayName }));
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
        <EnterResultForm match={toEngineMatch(match)} rules={rules} homeName={homeName} awayName={awayName} onSubmit={submit} />
      </DialogContent>
    </Dialog>
  );
}
