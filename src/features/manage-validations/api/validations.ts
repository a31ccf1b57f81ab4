import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page, PersonValidation, Validation, ValidationInput } from '@domain/contract';
import { apiFetch } from '@/shared/api';

export const validationQueries = {
  all: () => ['validation'] as const,
  list: (communityId: number) =>
    queryOptions({
      queryKey: [...validationQueries.all(), 'list', communityId] as const,
      queryFn: ({ signal }) => apiFetch<Page<Validation>>('validations', { signal, query: { page: 0, size: 1000 } }),
    }),
  ofPerson: (personId: number) =>
    queryOptions({
      queryKey: [...validationQueries.all(), 'person', personId] as const,
      queryFn: ({ signal }) => apiFetch<PersonValidation[]>('validations/people', { signal, query: { personId } }),
    }),
};

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: validationQueries.all() });
}

export function useSaveValidation(id: number | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (values: ValidationInput) => apiFetch<Validation>(id ? `validations/${id}` : 'validations', { method: id ? 'PUT' : 'POST', body: values }),
    onSuccess: refresh,
  });
}

export function useDeleteValidation() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => apiFetch<{ id: number }>(`validations/${id}`, { method: 'DELETE' }), onSuccess: refresh });
}

export function useGrantValidation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { personId: number; validationId: number }) => apiFetch<PersonValidation>('validations/people', { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function useRevokeValidation() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => apiFetch<{ id: number }>(`validations/people/${id}`, { method: 'DELETE' }), onSuccess: refresh });
}
