import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificationRequest } from '@domain/contract';
import { allowedActions } from '@domain/machines';
import { Button } from '@/shared/ui/button';
import { useDecideRequests, type Decision } from '../api/decide-request.api';
import { RejectDialog } from './reject-dialog';
import { useDecisionToasts } from './use-decision-toasts';

interface DecideActionsProps {
  /** The requests decided together: one row, or the ones selected for a bulk decision. */
  requests: Pick<CertificationRequest, 'id' | 'version'>[];
  /** Names the single request in the buttons' accessible names; absent in bulk. */
  single?: boolean;
  onDecided?: () => void;
  /** The page sends the decider on after the decision (the spec's success message says so); otherwise the message says what was decided. */
  sendsOn?: boolean;
}

/** Approve and reject (with an optional reason), for one request or for many at once. */
export function DecideActions({ requests, single = true, onDecided, sendsOn = false }: DecideActionsProps) {
  const { t } = useTranslation('decide-request');
  const decide = useDecideRequests();
  const report = useDecisionToasts();
  const [rejecting, setRejecting] = useState(false);
  const id = requests[0]?.id ?? 0;
  const run = async (decision: Decision) => {
    const outcome = await decide.mutateAsync({ requests, decision });
    report(outcome, sendsOn ? undefined : t(decision.action === 'approve' ? 'approved' : 'rejected', { count: outcome.total }));
    setRejecting(false);
    onDecided?.();
  };
  const busy = decide.isPending;
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" disabled={busy || requests.length === 0} loading={busy && decide.variables.decision.action === 'approve'} aria-label={single ? t('approveLabel', { id }) : undefined} onClick={() => void run({ action: 'approve' })}>
        {single ? t('approve') : t('approveSelected')}
      </Button>
      <Button size="sm" variant="outline" disabled={busy || requests.length === 0} aria-label={single ? t('rejectLabel', { id }) : undefined} onClick={() => setRejecting(true)}>
        {single ? t('reject') : t('rejectSelected')}
      </Button>
      <RejectDialog open={rejecting} onOpenChange={setRejecting} busy={busy} onConfirm={(reason) => void run({ action: 'reject', reason })} />
    </div>
  );
}

/** The requester takes back a request still waiting. */
export function WithdrawAction({ request, onDone }: { request: Pick<CertificationRequest, 'id' | 'version'>; onDone?: () => void }) {
  const { t } = useTranslation('decide-request');
  const decide = useDecideRequests();
  const report = useDecisionToasts();
  return (
    <Button
      size="sm"
      variant="ghost"
      loading={decide.isPending}
      aria-label={t('withdrawLabel', { id: request.id })}
      onClick={() => void decide.mutateAsync({ requests: [request], decision: { action: 'withdraw' } }).then((outcome) => {
        report(outcome, t('withdrawn'));
        onDone?.();
      })}
    >
      {t('withdraw')}
    </Button>
  );
}

/**
 * The actions the approval machine allows `role` on a request now, and only those: the decider's approve and
 * reject, or the requester's withdraw; nothing once the request is final.
 */
export function RequestActions({ request, role, onDecided, sendsOn = false }: { request: Pick<CertificationRequest, 'id' | 'version' | 'status'>; role: 'decider' | 'requester'; onDecided?: () => void; sendsOn?: boolean }) {
  const allowed = allowedActions(request.status, role);
  if (allowed.includes('approve') || allowed.includes('reject')) return <DecideActions requests={[request]} sendsOn={sendsOn} {...(onDecided ? { onDecided } : {})} />;
  if (allowed.includes('withdraw')) return <WithdrawAction request={request} {...(onDecided ? { onDone: onDecided } : {})} />;
  return null;
}
