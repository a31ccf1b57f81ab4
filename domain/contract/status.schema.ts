import * as v from 'valibot';
import type { StatusEventType, StatusId } from '../machines';
import { id } from './fields';

/** Status ids as stored: 1 not started, 2 started, 3 finished, 4 canceled, 5 paused. */
export const STATUS_ID_VALUES: StatusId[] = [1, 2, 3, 4, 5];

/** What an owner may ask of a tournament's or a phase's status; the status machine decides. */
export const STATUS_ACTIONS = ['start', 'pause', 'resume', 'finish', 'cancel'] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];

/** The status machine's event for an action. */
export function statusEventOf(action: StatusAction): StatusEventType {
  return `status.${action}`;
}

/**
 * `POST valid/{id}/status` and `POST phase/{id}/status`: the action and the version the owner saw. An illegal
 * move answers 409 with the machine's reason; a stale version answers 409 too.
 */
export const StatusChangeInput = v.object({
  action: v.picklist(STATUS_ACTIONS, 'oneOf'),
  version: id,
});
export type StatusChangeInput = v.InferOutput<typeof StatusChangeInput>;
