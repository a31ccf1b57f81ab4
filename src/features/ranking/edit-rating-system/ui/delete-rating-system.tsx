import type { RatingSystemView } from '@domain/contract';
import { DeleteButton } from '@/shared/ui/confirm-dialog';
import { useDeleteRatingSystem } from '../api/rating-system.mutations';

export function DeleteRatingSystemButton({ system }: { system: RatingSystemView }) {
  const remove = useDeleteRatingSystem();
  return <DeleteButton name={system.name} onDelete={() => remove.mutateAsync(system.id)} />;
}
