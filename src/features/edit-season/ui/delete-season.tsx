import type { Season } from '@domain/contract';
import { DeleteButton } from '@/shared/ui/confirm-dialog';
import { useDeleteSeason } from '../api/season-mutations';

export function DeleteSeasonButton({ season }: { season: Season }) {
  const remove = useDeleteSeason();
  return <DeleteButton name={season.name} onDelete={() => remove.mutateAsync(season.id)} />;
}
