import type { Club } from '@domain/contract';
import { DeleteButton } from '@/shared/ui/confirm-dialog';
import { useDeleteClub } from '../api/club-mutations';

export function DeleteClubButton({ club, onDeleted }: { club: Club; onDeleted?: () => void }) {
  const remove = useDeleteClub();
  return (
    <DeleteButton
      name={club.name}
      onDelete={async () => {
        await remove.mutateAsync(club.id);
        onDeleted?.();
      }}
    />
  );
}
