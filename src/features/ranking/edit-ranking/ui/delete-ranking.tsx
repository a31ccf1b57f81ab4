import type { RankingView } from '@domain/contract';
import { DeleteButton } from '@/shared/ui/confirm-dialog';
import { useDeleteRanking } from '../api/ranking.mutations';

/** Deletes a ranking (its tables, balances and snapshots go with it) after asking. */
export function DeleteRankingButton({ ranking, onDeleted }: { ranking: RankingView; onDeleted?: () => void }) {
  const remove = useDeleteRanking();
  return (
    <DeleteButton
      name={ranking.name}
      onDelete={async () => {
        await remove.mutateAsync(ranking.id);
        onDeleted?.();
      }}
    />
  );
}
