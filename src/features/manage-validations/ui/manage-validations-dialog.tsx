import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PencilIcon, PlusIcon, SettingsIcon } from 'lucide-react';
import { useCommunityId } from '@/entities/reference';
import { Button } from '@/shared/ui/button';
import { DeleteButton } from '@/shared/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/shared/ui/dialog';
import { useDeleteValidation, validationQueries } from '../api/validations';
import { ValidationDialog } from './validation-dialog';

/** The validations the current account defines in the community: create, change and delete them. */
export function ManageValidationsDialog({ accountId }: { accountId: number }) {
  const { t } = useTranslation('manage-validations');
  const { t: common } = useTranslation('common');
  const list = (useQuery(validationQueries.list(useCommunityId())).data?.items ?? []).filter((item) => item.createdByAccountId === accountId);
  const remove = useDeleteValidation();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <SettingsIcon aria-hidden="true" />
          {t('manage')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={common('actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('manageTitle')}</DialogTitle>
          <DialogDescription>{t('manageDescription')}</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-2">
          {list.length === 0 ? <li className="text-sm text-muted-foreground">{t('noneDefined')}</li> : null}
          {list.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-2 rounded-md border px-3 py-2">
              <span className="font-medium">{item.name}</span>
              <span className="flex gap-1">
                <ValidationDialog
                  validation={item}
                  trigger={
                    <Button variant="ghost" size="icon" aria-label={`${common('actions.edit')}: ${item.name}`}>
                      <PencilIcon aria-hidden="true" />
                    </Button>
                  }
                />
                <DeleteButton iconOnly name={item.name} onDelete={() => remove.mutateAsync(item.id)} />
              </span>
            </li>
          ))}
        </ul>
        <ValidationDialog
          trigger={
            <Button className="self-start">
              <PlusIcon aria-hidden="true" />
              {t('createTitle')}
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
