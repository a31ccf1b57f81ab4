import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificationRequest } from '@domain/contract';
import { certificationQueries } from '@/entities/certification';
import { teamQueries } from '@/entities/person/team';
import { tournamentQueries } from '@/entities/tournament';
import { apiFetch } from '@/shared/api';

export type Decision = { action: 'approve' } | { action: 'reject'; reason: string } | { action: 'withdraw' };
type Target = Pick<CertificationRequest, 'id' | 'version'>;

/** Approval goes through the approvals call; rejection and withdrawal through the update call (as the spec lists). */
export function sendDecision(request: Target, decision: Decision): Promise<CertificationRequest> {
  if (decision.action === 'approve') {
    return apiFetch<CertificationRequest>('certifications/approvals', { method: 'POST', body: { id: request.id, version: request.version } });
  }
  const reason = decision.action === 'reject' && decision.reason.trim() ? decision.reason.trim() : null;
  return apiFetch<CertificationRequest>('certifications', { method: 'PUT', body: { id: request.id, version: request.version, action: decision.action, reason } });
}

/**
 * Decides one request or several. Afterwards every certification query is read again, the top bar's pending count
 * among them (its key starts the same), and the tournaments and people an approval may have changed.
 */
export function useDecideRequests() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ requests, decision }: { requests: Target[]; decision: Decision }) => {
      const results = await Promise.allSettled(requests.map((request) => sendDecision(request, decision)));
      const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      return { total: results.length, failures };
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: certificationQueries.all() }),
        client.invalidateQueries({ queryKey: tournamentQueries.all() }),
        client.invalidateQueries({ queryKey: teamQueries.all() }),
      ]),
  });
}
