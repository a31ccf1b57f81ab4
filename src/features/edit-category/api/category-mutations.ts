import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryPath, categoryQueries, type CategoryKind } from '@/entities/category';
import { apiFetch } from '@/shared/api';

export function useSaveCategory(kind: CategoryKind, id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: object) => apiFetch<{ id: number }>(id ? `${categoryPath(kind)}/${id}` : categoryPath(kind), { method: id ? 'PUT' : 'POST', body: values }),
    // Age and sub categories are also reference data of other forms.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: categoryQueries.all() }), client.invalidateQueries({ queryKey: ['reference'] })]),
  });
}

export function useDeleteCategory(kind: CategoryKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<{ id: number }>(`${categoryPath(kind)}/${id}`, { method: 'DELETE' }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: categoryQueries.all() }), client.invalidateQueries({ queryKey: ['reference'] })]),
  });
}
