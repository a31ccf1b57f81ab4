import type { LevelGroupView } from '@domain/contract';
import { DeleteButton } from '@/shared/ui/confirm-dialog';
import { useDeleteLevelGroup } from '../api/level-group.mutations';

export function DeleteLevelGroupButton({ group }: { group: LevelGroupView }) {
  const remove = useDeleteLevelGroup();
  return <DeleteButton name={group.name} onDelete={() => remove.mutateAsync(group.id)} />;
}
