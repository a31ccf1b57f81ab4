import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from 'lucide-react';
import type { StatusAction } from '@domain/contract';
import { formatDate } from '@/entities/tournament';
import { CONFIRMED_ACTIONS, legalStatusActions, statusCautions, type TournamentSchedule } from '../lib/status-actions';
import { cn } from '@/shared/lib/cn';
import { todayIso } from '@/shared/lib/dates';
import { errorMessageOf } from '@/shared/lib/form-errors';
import { useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/shared/ui/dropdown-menu';
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

/**
 * The owner's status changes: only the moves the status machine allows; finishing, canceling and starting with the
 * inscriptions still open after a confirmation. Buttons on wider screens; on a phone one menu, so the screen's own
 * content is not pushed below three buttons and the irreversible moves are never the first thing under the thumb.
 */
export function StatusActions({ scope, id, statusId, version, name, schedule }: StatusActionsProps) {
  const { t } = useTranslation('tournament');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const mutation = useChangeStatus(scope, id);
  // The move chosen from the phone's menu whose confirmation is open.
  const [asking, setAsking] = useState<StatusAction | null>(null);
  const actions = legalStatusActions(statusId);
  if (actions.length === 0) return null;
  const cautions = statusCautions(schedule, todayIso());
  // A phase's page cancels the phase, not the tournament: its button and its warning say so.
  const key = (action: StatusAction) => (scope === 'phase' && action === 'cancel' ? 'cancelPhase' : action);
  const label = (action: StatusAction) => t(`status.actions.${key(action)}`);
  /** What a move asks before it is made (with what the tournament's dates add), or null when it is made at once. */
  const confirmation = (action: StatusAction): { title: string; description: string } | null => {
    if (action === 'start' && cautions.inscriptionsOpenUntil) {
      return { title: t('status.confirm.startOpen.title', { name }), description: t('status.confirm.startOpen.text', { date: formatDate(cautions.inscriptionsOpenUntil, locale) }) };
    }
    if (!CONFIRMED_ACTIONS.includes(action)) return null;
    const text = t(`status.confirm.${key(action)}.text`);
    const early = action === 'finish' && cautions.finishBefore ? ` ${t('status.confirm.finishEarly', { date: formatDate(cautions.finishBefore, locale) })}` : '';
    return { title: t(`status.confirm.${key(action)}.title`, { name }), description: `${text}${early}` };
  };
  const failureOf = (error: unknown) => errorMessageOf(error, common('actions.saveFailed'));
  /** A refusal of a confirmed change is shown in its dialog; of a direct one, in a toast. */
  async function run(action: StatusAction) {
    await mutation.mutateAsync({ action, version });
    toast.success(t(`status.done.${action}`, { name }));
  }
  const runAtOnce = (action: StatusAction) => void run(action).catch((error: unknown) => toast.error(failureOf(error)));
  // Irreversible moves never take the most prominent look: finishing is outlined, canceling red; starting leads.
  const variant = (action: StatusAction) => (action === 'cancel' ? 'destructive' : action === 'start' ? 'default' : 'outline');
  const confirmProps = (action: StatusAction, asked: { title: string; description: string }) => ({
    title: asked.title,
    description: asked.description,
    confirmLabel: label(action),
    cancelLabel: t('status.confirm.keep'),
    closeLabel: common('actions.close'),
    onConfirm: () => run(action),
    describeFailure: failureOf,
  });
  const askedNow = asking ? confirmation(asking) : null;
  return (
    <div data-testid={`${scope}-status-actions`}>
      <div className="flex flex-wrap gap-2 max-sm:hidden">
        {actions.map((action) => {
          const asked = confirmation(action);
          return asked ? (
            <ConfirmDialog
              key={action}
              trigger={
                <Button variant={variant(action)} disabled={mutation.isPending} data-action={action}>
                  {label(action)}
                </Button>
              }
              {...confirmProps(action, asked)}
            />
          ) : (
            <Button key={action} variant={variant(action)} loading={mutation.isPending && mutation.variables?.action === action} disabled={mutation.isPending} data-action={action} onClick={() => runAtOnce(action)}>
              {label(action)}
            </Button>
          );
        })}
      </div>
      <div className="sm:hidden">
        {/* Not modal: the confirmation it opens takes the focus once the menu has closed. */}
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" loading={mutation.isPending} disabled={mutation.isPending} data-testid="status-menu">
              {t('status.menu')}
              <ChevronDownIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            {actions.map((action) => (
              <DropdownMenuItem key={action} data-action={action} className={cn(action === 'cancel' && 'text-destructive focus:text-destructive')} onSelect={() => (confirmation(action) ? setAsking(action) : runAtOnce(action))}>
                {label(action)}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
        {asking && askedNow ? <ConfirmDialog open onOpenChange={(open) => (open ? undefined : setAsking(null))} {...confirmProps(asking, askedNow)} /> : null}
      </div>
    </div>
  );
}
