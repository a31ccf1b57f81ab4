import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Trash2Icon } from 'lucide-react';
import type { ValidDetail } from '@domain/contract';
import { errorMessageOf } from '@/shared/lib/form-errors';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { toast } from '@/shared/ui/toaster';
import { useDeleteTournament } from '../api/edit-tournament.mutations';

/** Deletes a tournament not started (or canceled) after saying what goes with it, then opens the list. */
export function DeleteTournament({ tournament }: { tournament: ValidDetail }) {
  const { t } = useTranslation('edit-tournament');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const navigate = useNavigate();
  const remove = useDeleteTournament(tournament.id);
  const counts = {
    entries: t('delete.entries', { count: tournament.entryCount }),
    phases: t('delete.phases', { count: tournament.phases.length }),
    matches: t('delete.matches', { count: tournament.matchCount }),
  };
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" data-testid="delete-tournament">
          <Trash2Icon aria-hidden="true" />
          {t('delete.action')}
        </Button>
      }
      title={t('delete.title', { name: tournament.name })}
      description={t('delete.description', counts)}
      confirmLabel={t('delete.confirm')}
      cancelLabel={common('actions.cancel')}
      closeLabel={common('actions.close')}
      describeFailure={(error) => errorMessageOf(error, common('actions.saveFailed'))}
      onConfirm={async () => {
        await remove.mutateAsync();
        toast.success(t('delete.done', { name: tournament.name }));
        void navigate(href('tournaments', {}, locale));
      }}
    />
  );
}
