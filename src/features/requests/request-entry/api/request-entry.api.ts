import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificationRequest, Eligibility } from '@domain/contract';
import { certificationQueries } from '@/entities/certification';
import { tournamentQueries } from '@/entities/tournament';
import { apiFetch } from '@/shared/api';

export type AskTarget = { validId: number } | { teamId: number };

/** Under the certification keys: any decision or new request reads it again. Translated, so keyed by locale. */
export const eligibilityQuery = (target: AskTarget, locale: string) =>
  queryOptions({
    queryKey: [...certificationQueries.all(), 'eligibility', target, locale] as const,
    queryFn: ({ signal }) => apiFetch<Eligibility>('certifications/eligibility', { query: target, signal }),
  });

export function useAsk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: AskTarget) =>
      apiFetch<CertificationRequest>('certifications', {
        method: 'POST',
        body: 'validId' in target ? { type: 'tournament-inscription', validId: target.validId } : { type: 'join-team', teamId: target.teamId },
      }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: certificationQueries.all() }), client.invalidateQueries({ queryKey: tournamentQueries.all() })]),
  });
}
