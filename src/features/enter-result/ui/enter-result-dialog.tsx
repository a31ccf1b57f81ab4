import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPORT, type Lineup, type MatchResult, type MatchRules } from '@domain/engine';
import { statusAccepts } from '@domain/machines';
import { CORRECTION_REASON_MAX, CORRECTION_REASON_MIN, RESULT_REASON_MAX, type ClearedMatch, type MatchView } from '@domain/contract';
import { scoreSummary, toEngineMatch } from '@/entities/match';
import { ApiRequestError } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toaster';
import { useCorrectResult } from '../api/correct-result.mutation';
import { useSaveResult } from '../api/save-result.mutation';
import { RefusalShown } from '../lib/refusal-shown';
import { DependentsConsent } from './dependents-consent';
import { EnterResultForm } from './enter-result-form';
import { TeamEncounterForm } from './team-encounter-form';
import { PhaseStartOffer } from './phase-start-offer';
import { ReasonField } from './reason-field';

interface EnterResultDialogProps {
  match: MatchView;
  rules: MatchRules;
  homeName: string;
  awayName: string;
  /** The statuses of the match's phase and tournament, as far as they are known. */
  statusIds?: readonly number[];
  /** The phase's order of play, where its matches are team encounters played match by match. */
  sequenceId?: number | null;
  /** Opened by the caller (a match chosen in a bracket) instead of by the dialog's own button, which is then left out. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Where results are no longer entered but may still be corrected (a finished phase or tournament, as the status
 * machine says), the result is corrected after the fact, with a required reason.
 */
const afterTheFact = (statusIds: readonly number[]) => statusIds.some((id) => !statusAccepts(id, 'result') && statusAccepts(id, 'correction'));

/** A correction the server held back because it would clear later matches: what it was, and what it would clear. */
interface HeldCorrection {
  result: MatchResult;
  lineup: Lineup | undefined;
  reason: string;
  message: string;
  dependents: ClearedMatch[];
}

/** The owner's "enter result" button: the sport's form in a dialog, sent with the version of the match it shows. */
export function EnterResultDialog({ match, rules, homeName, awayName, statusIds = [], sequenceId = null, open: openFromCaller, onOpenChange }: EnterResultDialogProps) {
  const finished = afterTheFact(statusIds);
  const { t } = useTranslation('enter-result');
  const { t: common } = useTranslation('common');
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openFromCaller ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const save = useSaveResult(match.id);
  const correct = useCorrectResult(match.id);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  /** A refusal because the phase has not started: its message and the phase version to start it with. */
  const [notStarted, setNotStarted] = useState<{ message: string; version: number } | null>(null);
  const [held, setHeld] = useState<HeldCorrection | null>(null);
  const [consentProblem, setConsentProblem] = useState<string | null>(null);

  const done = () => {
    toast.success(t(finished ? 'correctedFor' : 'savedFor', { home: homeName, away: awayName }));
    setNotStarted(null);
    setHeld(null);
    setReason('');
    setReasonError(null);
    setOpen(false);
  };

  /** A 409 names the score someone else saved; otherwise the server's message, in place. */
  const problemOf = (error: unknown): Error => {
    const current = error instanceof ApiRequestError && error.body.status === 409 ? error.body.current?.match : undefined;
    if (current && error instanceof ApiRequestError && error.body.reason !== 'dependentsWouldClear') {
      const score = scoreSummary(current.result, rules);
      return new Error(score ? t('changedTo', { score: `${score.home}–${score.away}`, periods: score.periods.join(', ') }) : t('changed'));
    }
    return error instanceof Error ? error : new Error(common('actions.saveFailed'));
  };

  /** After the fact: the reason is required; later matches it would clear are listed for consent first. */
  const submitCorrection = async (result: MatchResult, lineup: Lineup | undefined) => {
    const given = reason.trim();
    setHeld(null);
    if (given.length < CORRECTION_REASON_MIN) {
      setReasonError(t('reasonTooShort', { min: CORRECTION_REASON_MIN }));
      throw new RefusalShown();
    }
    setReasonError(null);
    try {
      await correct.mutateAsync({ version: match.version, result, ...(lineup ? { lineup } : {}), reason: given });
    } catch (error) {
      if (error instanceof ApiRequestError && error.body.reason === 'dependentsWouldClear' && error.body.current?.dependents) {
        setHeld({ result, lineup, reason: given, message: error.body.message, dependents: error.body.current.dependents });
        throw new RefusalShown(error.body.message);
      }
      const field = error instanceof ApiRequestError ? error.body.fields?.find((item) => item.field === 'body.reason') : undefined;
      if (field) {
        setReasonError(field.message);
        throw new RefusalShown(field.message);
      }
      throw problemOf(error);
    }
    done();
  };

  const consent = async () => {
    if (!held) return;
    setConsentProblem(null);
    try {
      await correct.mutateAsync({ version: match.version, result: held.result, ...(held.lineup ? { lineup: held.lineup } : {}), reason: held.reason, clearDependents: true });
    } catch (error) {
      setConsentProblem(problemOf(error).message);
      return;
    }
    done();
  };

  /** A 409 names the score someone else saved (or offers to start the phase); a 422 carries the engine's reason. */
  const submit = async (result: MatchResult, lineup?: Lineup) => {
    if (finished) return submitCorrection(result, lineup);
    setNotStarted(null);
    try {
      const given = reason.trim();
      await save.mutateAsync({ version: match.version, result, ...(lineup ? { lineup } : {}), ...(given ? { reason: given } : {}) });
    } catch (error) {
      if (error instanceof ApiRequestError && error.body.reason === 'phaseNotStarted' && error.body.current) {
        setNotStarted({ message: error.body.message, version: error.body.current.version });
        throw new RefusalShown(error.body.message);
      }
      throw problemOf(error);
    }
    done();
  };

  const notice = held ? (
    <DependentsConsent dependents={held.dependents} message={held.message} pending={correct.isPending} problem={consentProblem} onConsent={() => void consent()} />
  ) : notStarted ? (
    <PhaseStartOffer key={notStarted.version} phaseId={match.phaseId} version={notStarted.version} message={notStarted.message} />
  ) : null;

  const reasonField = (
    <ReasonField
      value={reason}
      onChange={(value) => {
        setReason(value);
        setReasonError(null);
        setHeld(null);
      }}
      disabled={save.isPending || correct.isPending}
      required={finished}
      max={finished ? CORRECTION_REASON_MAX : RESULT_REASON_MAX}
      error={reasonError}
    />
  );
  // A table tennis team encounter is entered match by match, with the line-ups.
  const encounter = rules.sportId === SPORT.tableTennis && sequenceId !== null ? sequenceId : null;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {openFromCaller === undefined ? (
        <DialogTrigger asChild>
          <Button variant={match.result || finished ? 'outline' : 'default'} className="h-11 min-w-32" data-testid="enter-result">
            {match.result || finished ? t('correct') : t('enter')}
          </Button>
        </DialogTrigger>
      ) : null}
      <DialogContent closeLabel={common('actions.close')} className="max-h-[100dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('title', { home: homeName, away: awayName })}</DialogTitle>
          <DialogDescription>{finished ? t('correctionHint') : t('hint')}</DialogDescription>
        </DialogHeader>
        {encounter ? (
          <TeamEncounterForm matchId={match.id} match={toEngineMatch(match)} rules={rules} sequenceId={encounter} homeName={homeName} awayName={awayName} onSubmit={submit} extraFields={reasonField} notice={notice} />
        ) : (
          <EnterResultForm match={toEngineMatch(match)} rules={rules} homeName={homeName} awayName={awayName} onSubmit={submit} extraFields={reasonField} notice={notice} />
        )}
      </DialogContent>
    </Dialog>
  );
}
