import { useTranslation } from 'react-i18next';
import type { StatusAction } from '@domain/contract';
import { formatDate } from '@/entities/tournament';
import { CONFIRMED_ACTIONS, legalStatusActions, statusCautions, type TournamentSchedule } from '../lib/status-actions';
import { todayIso } from '@/shared/lib/dates';
import { errorMessageOf } from '@/shared/lib/form-errors';
import { useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { toast } from '@/shared/ui/toaster';
import { useChangeStatus } from '../api/change-status.mutation';

export interface StatusActionsProps {
  scope: 'valid' | 'phase';
  id: number;
  statusId: number;
  version: number;
  name: string;
  /** A tournament's dates: starting with its inscriptions still open, or finishing it before its last day, warns first. */
  schedule?: TournamentSchedule;
}

/** The owner's status buttons: only the moves the status machine allows, finishing and canceling after a confirmation. */
export function StatusActions({ scope, id, statusId, version, name, schedule }: StatusActionsProps) {
  const { t } = useTranslation('tournament');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const mutation = useChangeStatus(scope, id);
  const actions = legalStatusActions(statusId);
  if (actions.length === 0) return null;
  const cautions = statusCautions(schedule, todayIso());
  /** What a confirmation says: the action's own warning, and what the tournament's dates add to it. */
  const warning = (action: StatusAction) => {
    const base = t(`status.confirm.${key(action)}.text`);
    if (action === 'finish' && cautions.finishBefore) return `${base} ${t('status.confirm.finishEarly', { date: formatDate(cautions.finishBefore, locale) })}`;
    return base;
  };

  const failureOf = (error: unknown) => errorMessageOf(error, common('actions.saveFailed'));
  // A phase's page cancels the phase, not the tournament: its button and its warning say so.
  const key = (action: StatusAction) => (scope === 'phase' && action === 'cancel' ? 'cancelPhase' : action);
  /** A refusal of a confirmed change is shown in its dialog; of a direct one, in a toast. */
  async function run(action: StatusAction) {
    await mutation.mutateAsync({ action, version });
    toast.success(t(`status.done.${action}`, { name }));
  }
  return (
    <div className="flex flex-wrap gap-2" data-testid={`${scope}-status-actions`}>
      {actions.map((action) =>
        action === 'start' && cautions.inscriptionsOpenUntil ? (
          <ConfirmDialog
            key={action}
            trigger={
              <Button disabled={mutation.isPending} data-action={action}>
                {t('status.actions.start')}
              </Button>
            }
            title={t('status.confirm.startOpen.title', { name })}
            description={t('status.confirm.startOpen.text', { date: formatDate(cautions.inscriptionsOpenUntil, locale) })}
            confirmLabel={t('status.actions.start')}
            cancelLabel={t('status.confirm.keep')}
            closeLabel={common('actions.close')}
            onConfirm={() => run(action)}
            describeFailure={failureOf}
          />
        ) : CONFIRMED_ACTIONS.includes(action) ? (
          <ConfirmDialog
            key={action}
            trigger={
              // Irreversible moves never take the most prominent look: finishing is outlined, canceling red.
              <Button variant={action === 'cancel' ? 'destructive' : 'outline'} disabled={mutation.isPending} data-action={action}>
                {t(`status.actions.${key(action)}`)}
              </Button>
            }
            title={t(`status.confirm.${key(action)}.title`, { name })}
            description={warning(action)}
            confirmLabel={t(`status.actions.${key(action)}`)}
            cancelLabel={t('status.confirm.keep')}
            closeLabel={common('actions.close')}
            onConfirm={() => run(action)}
            describeFailure={failureOf}
          />
        ) : (
          <Button key={action} variant={action === 'start' ? 'default' : 'outline'} loading={mutation.isPending && mutation.variables?.action === action} disabled={mutation.isPending} data-action={action} onClick={() => void run(action).catch((error: unknown) => toast.error(failureOf(error)))}>
            {t(`status.actions.${action}`)}
          </Button>
        ),
      )}
    </div>
  );
}
