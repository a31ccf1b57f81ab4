import { MODALITY_IDS } from '@domain/catalog';
import type { RouteId } from '@/shared/routes';

/** The person's own page for a ranking table's modality (players, doubles, teams or coaches). */
export function personDetailRoute(modalityId: number): RouteId {
  if (modalityId === MODALITY_IDS.coach) return 'coaches-detail';
  if (modalityId === MODALITY_IDS.double) return 'doubles-detail';
  if (modalityId === MODALITY_IDS.team) return 'teams-detail';
  return 'players-detail';
}

/** The person's standing in a ranking table, with their balance: players and coaches have one. */
export function personModalityRoute(modalityId: number): RouteId | null {
  if (modalityId === MODALITY_IDS.coach) return 'coaches-ranking-modality';
  if (modalityId === MODALITY_IDS.single) return 'players-ranking-modality';
  return null;
}
