import type { CategoryKind } from '@/entities/category';
import { DeleteButton } from '@/shared/ui/confirm-dialog';
import { useDeleteCategory } from '../api/category-mutations';

export function DeleteCategoryButton({ kind, category }: { kind: CategoryKind; category: { id: number; name: string } }) {
  const remove = useDeleteCategory(kind);
  return <DeleteButton name={category.name} onDelete={() => remove.mutateAsync(category.id)} />;
}
