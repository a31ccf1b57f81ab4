import { useMutation, useQueryClient } from '@tanstack/react-query';
import { compactAddress, type Person, type PersonKind } from '@domain/contract';
import { apiFetch } from '@/shared/api';

/** Every person list and page (of any kind) may show the change: members, clubs, "plays in". */
const refresh = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all(['player', 'coach', 'double', 'team', 'referee', 'affiliate', 'club', 'person-typeahead'].map((key) => client.invalidateQueries({ queryKey: [key] })));

/** Empty address sub-fields never leave the browser (spec); the server drops them too. */
export function requestBody(body: Record<string, unknown>): Record<string, unknown> {
  if (!('address' in body)) return body;
  return { ...body, address: compactAddress(body.address as Record<string, string> | null) };
}

export function useSavePerson(kind: PersonKind, id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => apiFetch<Person>(id ? `person/${kind}/${id}` : `person/${kind}`, { method: id ? 'PUT' : 'POST', body: requestBody(body) }),
    onSuccess: () => refresh(client),
  });
}

export function useDeletePerson(kind: PersonKind) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: number) => apiFetch<{ id: number }>(`person/${kind}/${id}`, { method: 'DELETE' }), onSuccess: () => refresh(client) });
}

export function useSetPersonClubs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { personId: number; clubIds: number[] }) => apiFetch<Person>('person/clubes', { method: 'PUT', body: input }),
    onSuccess: () => refresh(client),
  });
}
