import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Inscribed, PersonSummary } from '@domain/contract';
import { tournamentQueries } from '@/entities/tournament';
import { ApiRequestError, apiFetch } from '@/shared/api';
import { errorMessageOf } from '@/shared/lib/form-errors';
import { toast } from '@/shared/ui/toaster';

/** Enters the person picked in the typeahead; the server checks eligibility and names the reason when it refuses. */
export function useAddEntry(validId: number) {
  const { t } = useTranslation('tournament');
  const { t: common } = useTranslation('common');
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (personId: number) => apiFetch<Inscribed[]>(`inscribed/${validId}`, { method: 'POST', body: { personIds: [personId] } }),
    onSettled: () => client.invalidateQueries({ queryKey: tournamentQueries.all() }),
  });
  return (person: PersonSummary) => {
    const name = `${person.firstName} ${person.lastName}`.trim();
    mutation.mutate(person.id, {
      onSuccess: () => toast.success(t('entries.added', { name })),
      // A refusal names the person's field: its message is the reason (wrong modality, category, full…).
      onError: (error) => toast.error((error instanceof ApiRequestError && error.body.fields?.[0]?.message) || errorMessageOf(error, common('actions.saveFailed'))),
    });
  };
}
