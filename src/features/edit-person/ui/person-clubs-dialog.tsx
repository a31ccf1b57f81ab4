import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Person } from '@domain/contract';
import { errorMessageOf } from '@/shared/lib/form-errors';
import { FormDialog } from '@/shared/ui/form-dialog';
import { toast } from '@/shared/ui/toaster';
import { useSetPersonClubs } from '../api/person-mutations';
import { ClubChoices } from './club-choices';

/** Changes only a person's clubs (PUT person/clubes), from their page. */
export function PersonClubsDialog({ person, trigger }: { person: Person; trigger: ReactNode }) {
  const { t } = useTranslation('edit-person');
  const { t: common } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [clubIds, setClubIds] = useState<number[]>([]);
  const save = useSetPersonClubs();
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setClubIds(person.clubs.map((club) => club.id));
      }}
      trigger={trigger}
      title={t('clubsTitle')}
      description={t('clubsDescription', { name: `${person.firstName} ${person.lastName}`.trim() })}
      onSubmit={() =>
        void save.mutateAsync({ personId: person.id, clubIds }).then(
          () => {
            toast.success(common('actions.saved'));
            setOpen(false);
          },
          (error: unknown) => toast.error(errorMessageOf(error, common('actions.saveFailed'))),
        )
      }
      saving={save.isPending}
      labels={{ save: common('actions.save'), cancel: common('actions.cancel'), close: common('actions.close') }}
      testId="person-clubs-form"
    >
      <ClubChoices value={clubIds} onChange={setClubIds} legend={t('fields.clubs')} />
    </FormDialog>
  );
}
