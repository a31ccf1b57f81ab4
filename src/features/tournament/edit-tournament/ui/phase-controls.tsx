import { useTranslation } from 'react-i18next';
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import type { Phase, ValidDetail } from '@domain/contract';
import { errorMessageOf } from '@/shared/lib/form-errors';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { toast } from '@/shared/ui/toaster';
import { useDeletePhase, useReorderPhases } from '../api/edit-tournament.mutations';
import { canChangeSetup, canDeletePhase, canEditPhase, swapped } from '../model/phase-rules';
import { PhaseDialog } from './phase-dialog';

/** The owner's controls on one phase row: change, move and delete, each only while the server would allow it. */
export function PhaseControls({ tournament, phase, index }: { tournament: ValidDetail; phase: Phase; index: number }) {
  const { t } = useTranslation('edit-tournament');
  const { t: common } = useTranslation('common');
  const reorder = useReorderPhases();
  const remove = useDeletePhase();
  if (!canChangeSetup(tournament.statusId)) return null;
  const move = async (by: -1 | 1) => {
    const ids = swapped(tournament.phases, index, by);
    if (!ids) return;
    try {
      await reorder.mutateAsync({ validId: tournament.id, phaseIds: ids });
    } catch (error) {
      toast.error(errorMessageOf(error, common('actions.saveFailed')));
    }
  };
  const up = swapped(tournament.phases, index, -1);
  const down = swapped(tournament.phases, index, 1);
  return (
    <div className="flex flex-wrap items-center gap-1" data-testid="phase-controls">
      {canEditPhase(phase) ? (
        <PhaseDialog
          tournament={tournament}
          phase={phase}
          trigger={
            <Button variant="ghost" size="sm" data-testid="edit-phase">
              <PencilIcon aria-hidden="true" />
              {t('phase.edit')}
            </Button>
          }
        />
      ) : null}
      {up ? (
        <Button variant="ghost" size="icon" aria-label={t('phase.moveUp', { name: phase.name })} disabled={reorder.isPending} onClick={() => void move(-1)} data-testid="move-phase-up">
          <ArrowUpIcon aria-hidden="true" />
        </Button>
      ) : null}
      {down ? (
        <Button variant="ghost" size="icon" aria-label={t('phase.moveDown', { name: phase.name })} disabled={reorder.isPending} onClick={() => void move(1)} data-testid="move-phase-down">
          <ArrowDownIcon aria-hidden="true" />
        </Button>
      ) : null}
      {canDeletePhase(phase) ? (
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="icon" aria-label={t('phase.delete', { name: phase.name })} data-testid="delete-phase">
              <Trash2Icon aria-hidden="true" />
            </Button>
          }
          title={t('phase.deleteTitle', { name: phase.name })}
          description={t('phase.deleteText')}
          confirmLabel={t('phase.deleteConfirm')}
          cancelLabel={common('actions.cancel')}
          closeLabel={common('actions.close')}
          describeFailure={(error) => errorMessageOf(error, common('actions.saveFailed'))}
          onConfirm={async () => {
            await remove.mutateAsync(phase.id);
            toast.success(t('phase.deleted', { name: phase.name }));
          }}
        />
      ) : null}
    </div>
  );
}

/** Adds a phase at the end of the tournament while its set-up may change. */
export function AddPhase({ tournament }: { tournament: ValidDetail }) {
  const { t } = useTranslation('edit-tournament');
  if (!canChangeSetup(tournament.statusId)) return null;
  return (
    <PhaseDialog
      tournament={tournament}
      trigger={
        <Button variant="outline" data-testid="add-phase">
          <PlusIcon aria-hidden="true" />
          {t('phase.add')}
        </Button>
      }
    />
  );
}
