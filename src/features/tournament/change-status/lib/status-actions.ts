import { STATUS_ACTIONS, statusEventOf, type StatusAction } from '@domain/contract';
import { canTransition } from '@domain/machines';

/** The status changes the machine allows from a status: the only actions an owner is offered. */
export function legalStatusActions(statusId: number): StatusAction[] {
  return STATUS_ACTIONS.filter((action) => canTransition(statusId, statusEventOf(action)));
}

/** Actions that cannot be taken back ask for a confirmation first. */
export const CONFIRMED_ACTIONS: readonly StatusAction[] = ['finish', 'cancel'];

/** The dates of a tournament its status changes are weighed against (ISO days). */
export interface TournamentSchedule {
  inscriptionEnd: string | null;
  endDate: string;
}

/**
 * What today's date says about a tournament's status changes: its inscriptions still open (starting closes them), or
 * its last day still ahead (finishing ends it early). Days are compared as ISO strings.
 */
export function statusCautions(schedule: TournamentSchedule | undefined, today: string): { inscriptionsOpenUntil: string | null; finishBefore: string | null } {
  if (!schedule) return { inscriptionsOpenUntil: null, finishBefore: null };
  return {
    inscriptionsOpenUntil: schedule.inscriptionEnd !== null && schedule.inscriptionEnd >= today ? schedule.inscriptionEnd : null,
    finishBefore: schedule.endDate > today ? schedule.endDate : null,
  };
}
