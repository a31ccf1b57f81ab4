import { useTranslation } from 'react-i18next';
import { Trash2Icon } from 'lucide-react';
import { errorMessageOf } from '@/shared/lib/form-errors';
import { Button, ButtonLabel } from '../button';
import { toast } from '../toaster';
import { ConfirmDialog } from './confirm-dialog';

/** Delete with a confirmation first, and a toast after: "Eliminado", or why it could not be deleted. */
export function DeleteButton({ name, onDelete, iconOnly = false }: { name: string; onDelete: () => Promise<unknown>; iconOnly?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size={iconOnly ? 'icon' : 'sm'} aria-label={`${t('actions.delete')}: ${name}`}>
          <Trash2Icon aria-hidden="true" />
          {iconOnly ? null : <ButtonLabel>{t('actions.delete')}</ButtonLabel>}
        </Button>
      }
      title={t('actions.confirmDelete', { name })}
      description={t('actions.confirmDeleteText')}
      confirmLabel={t('actions.delete')}
      cancelLabel={t('actions.cancel')}
      closeLabel={t('actions.close')}
      onConfirm={async () => {
        try {
          await onDelete();
          toast.success(t('actions.deleted'));
        } catch (error) {
          toast.error(errorMessageOf(error, t('actions.deleteFailed')));
          throw error;
        }
      }}
    />
  );
}
