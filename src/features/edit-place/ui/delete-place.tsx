import type { Place } from '@domain/contract';
import { DeleteButton } from '@/shared/ui/confirm-dialog';
import { useDeletePlace } from '../api/place-mutations';

export function DeletePlaceButton({ place }: { place: Place }) {
  const remove = useDeletePlace();
  return <DeleteButton name={place.name} onDelete={() => remove.mutateAsync(place.id)} />;
}
