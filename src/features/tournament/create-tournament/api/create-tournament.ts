import type { ValidDetail } from '@domain/contract';
import { apiFetch } from '@/shared/api';
import type { WizardData } from '../model/steps.schema';

/** One call writes the tournament and its phases together (`POST valid` with `phases`). */
export function createTournament(data: Required<{ [K in keyof WizardData]: NonNullable<WizardData[K]> }>, tournamentId: number | null) {
  return apiFetch<ValidDetail>('valid', {
    method: 'POST',
    body: { ...data.basics, ...data.schedule, tournamentId, phases: data.phases.phases },
  });
}
