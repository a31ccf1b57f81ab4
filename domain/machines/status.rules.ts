import { createActor } from 'xstate';
import {
  STATUS,
  statusMachine,
  type RankingProcessingRequested,
  type StatusEventType,
  type StatusId,
  type StatusState,
  type StatusTarget,
  type StatusWork,
} from './status.machine';

interface LocalizedText {
  es: string;
  en: string;
}

const MESSAGES = {
  unknownStatus: { es: 'Estado desconocido', en: 'Unknown status' },
  alreadyFinished: {
    es: 'Ya está finalizado: su estado no puede cambiar',
    en: 'It is already finished: its status can no longer change',
  },
  alreadyCanceled: {
    es: 'Ya está cancelado: su estado no puede cambiar',
    en: 'It is already canceled: its status can no longer change',
  },
  transitionNotAllowed: {
    es: 'Ese cambio de estado no está permitido desde el estado actual',
    en: 'That status change is not allowed from the current status',
  },
} satisfies Record<string, LocalizedText>;

export type StatusRefusalCode = keyof typeof MESSAGES;

export type StatusOutcome =
  | { ok: true; status: StatusId; effects: RankingProcessingRequested[] }
  | { ok: false; code: StatusRefusalCode; message: LocalizedText };

const STATE_OF: Record<StatusId, StatusState> = {
  1: 'notStarted',
  2: 'started',
  3: 'finished',
  4: 'canceled',
  5: 'paused',
};

const refuse = (code: StatusRefusalCode): StatusOutcome => ({ ok: false, code, message: MESSAGES[code] });

const isStatusId = (value: number): value is StatusId => Object.values(STATUS).some((id) => id === value);

/**
 * The server's guard: the status a change leads to and the effects it asks for, or a
 * refusal. It asks the status machine itself, so the two cannot disagree.
 */
export function nextStatus(
  from: number,
  event: StatusEventType,
  target: StatusTarget = { scope: 'valid', id: 0 },
): StatusOutcome {
  if (!isStatusId(from)) return refuse('unknownStatus');
  const snapshot = statusMachine.resolveState({ value: STATE_OF[from], context: target });
  if (!snapshot.can({ type: event })) {
    if (from === STATUS.finished) return refuse('alreadyFinished');
    return refuse(from === STATUS.canceled ? 'alreadyCanceled' : 'transitionNotAllowed');
  }
  // An in-memory actor restored at `from` yields the next state and the emitted effects.
  const actor = createActor(statusMachine, { snapshot, input: target });
  const effects: RankingProcessingRequested[] = [];
  actor.on('ranking.processingRequested', (effect) => effects.push(effect));
  actor.start();
  actor.send({ type: event });
  const status = STATUS[actor.getSnapshot().value];
  actor.stop();
  return { ok: true, status, effects };
}

export function canTransition(from: number, event: StatusEventType): boolean {
  return nextStatus(from, event).ok;
}

export function statusIdOfState(state: StatusState): StatusId {
  return STATUS[state];
}

export function stateOfStatusId(statusId: StatusId): StatusState {
  return STATE_OF[statusId];
}

/** Whether a phase or tournament in status `statusId` takes `work` (a draw, a result), as its state's tags say. */
export function statusAccepts(statusId: number, work: StatusWork): boolean {
  if (!isStatusId(statusId)) return false;
  return statusMachine.resolveState({ value: STATE_OF[statusId], context: { scope: 'phase', id: 0 } }).hasTag(`accepts.${work}`);
}
