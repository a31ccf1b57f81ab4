import type { Person, PersonKind } from '@domain/contract';
import { DeleteButton } from '@/shared/ui/confirm-dialog';
import { useDeletePerson } from '../api/person-mutations';

export function DeletePersonButton({ kind, person, onDeleted }: { kind: PersonKind; person: Person; onDeleted?: () => void }) {
  const remove = useDeletePerson(kind);
  return (
    <DeleteButton
      name={`${person.firstName} ${person.lastName}`.trim()}
      onDelete={async () => {
        await remove.mutateAsync(person.id);
        onDeleted?.();
      }}
    />
  );
}
