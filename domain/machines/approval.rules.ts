import { createActor } from 'xstate';
import {
  APPROVAL_STATES,
  EVENT_OF_ACTION,
  approvalMachine,
  type ApprovalAction,
  type ApprovalRole,
  type ApprovalState,
} from './approval.machine';

interface LocalizedText {
  es: string;
  en: string;
}

const MESSAGES = {
  unknownState: { es: 'Estado de solicitud desconocido', en: 'Unknown request status' },
  alreadyApproved: { es: 'La solicitud ya fue aprobada', en: 'The request has already been approved' },
  alreadyRejected: { es: 'La solicitud ya fue rechazada', en: 'The request has already been rejected' },
  alreadyWithdrawn: { es: 'La solicitud fue retirada por quien la hizo', en: 'The request was withdrawn by its requester' },
  alreadyExpired: {
    es: 'La solicitud caducó: el periodo de inscripción del torneo ya cerró',
    en: "The request expired: the tournament's inscription window has closed",
  },
  notYours: {
    es: 'No te corresponde ese paso: solo quien decide puede aprobar o rechazar, y solo quien pidió puede retirar',
    en: 'That step is not yours: only the deciding account approves or rejects, and only the requester withdraws',
  },
} satisfies Record<string, LocalizedText>;

export type ApprovalRefusalCode = keyof typeof MESSAGES;

export type ApprovalOutcome =
  | { ok: true; state: ApprovalState; reason: string | null }
  | { ok: false; code: ApprovalRefusalCode; message: LocalizedText };

const REFUSAL_OF_FINAL: Record<Exclude<ApprovalState, 'pending'>, ApprovalRefusalCode> = {
  approved: 'alreadyApproved',
  rejected: 'alreadyRejected',
  withdrawn: 'alreadyWithdrawn',
  expired: 'alreadyExpired',
};

const refuse = (code: ApprovalRefusalCode): ApprovalOutcome => ({ ok: false, code, message: MESSAGES[code] });

export const isApprovalState = (value: string): value is ApprovalState => (APPROVAL_STATES as readonly string[]).includes(value);

/**
 * The server's only authority on a request's status: the state an action leads to, or why it is refused.
 * It asks the machine itself, so the two cannot disagree.
 */
export function nextApproval(from: string, action: ApprovalAction, role: ApprovalRole, reason: string | null = null): ApprovalOutcome {
  if (!isApprovalState(from)) return refuse('unknownState');
  if (from !== 'pending') return refuse(REFUSAL_OF_FINAL[from]);
  const type = EVENT_OF_ACTION[action];
  const event = type === 'request.reject' ? { type, role, reason } : { type, role };
  const snapshot = approvalMachine.resolveState({ value: from, context: { reason: null } });
  if (!snapshot.can(event)) return refuse('notYours');
  // An in-memory actor restored at `from` yields the next state and what it kept.
  const actor = createActor(approvalMachine, { snapshot }).start();
  actor.send(event);
  const next = actor.getSnapshot();
  actor.stop();
  return { ok: true, state: next.value, reason: next.context.reason };
}

/** Whether `role` may take `action` on a request in `state`. */
export function can(action: ApprovalAction, state: string, role: ApprovalRole): boolean {
  return nextApproval(state, action, role).ok;
}

/** The actions `role` may take now, for the buttons a screen shows. */
export function allowedActions(state: string, role: ApprovalRole): ApprovalAction[] {
  return (['approve', 'reject', 'withdraw', 'expire'] as const).filter((action) => can(action, state, role));
}

export const isFinalApproval = (state: ApprovalState) => state !== 'pending';
