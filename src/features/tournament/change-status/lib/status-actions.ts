import { STATUS_ACTIONS, statusEventOf, type StatusAction } from '@domain/contract';
import { canTransition } from '@domain/machines';

/** The status changes the machine allows from a status: the only actions an owner is offered. */
export function legalStatusActions(statusId: number): StatusAction[] {
  return STATUS_ACTIONS.filter((action) => canTransition(statusId, statusEventOf(action)));
}

/** Actions that cannot be taken back ask for a confirmation first. */
export const CONFIRMED_ACTIONS: readonly StatusAction[] = ['finish', 'cancel'];
