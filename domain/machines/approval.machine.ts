import { assign, setup } from 'xstate';

/** Where a request stands. Everything but `pending` is final. */
export const APPROVAL_STATES = ['pending', 'approved', 'rejected', 'withdrawn', 'expired'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** Who moves a request: the account that decides it, the user who asked, or the platform (a closing window). */
export const APPROVAL_ROLES = ['decider', 'requester', 'system'] as const;
export type ApprovalRole = (typeof APPROVAL_ROLES)[number];

export const APPROVAL_ACTIONS = ['approve', 'reject', 'withdraw', 'expire'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

export type ApprovalEvent =
  | { type: 'request.approve'; role: ApprovalRole }
  | { type: 'request.reject'; role: ApprovalRole; reason?: string | null }
  | { type: 'request.withdraw'; role: ApprovalRole }
  | { type: 'window.closed'; role: ApprovalRole };

export type ApprovalEventType = ApprovalEvent['type'];

export const EVENT_OF_ACTION: Record<ApprovalAction, ApprovalEventType> = {
  approve: 'request.approve',
  reject: 'request.reject',
  withdraw: 'request.withdraw',
  expire: 'window.closed',
};

export interface ApprovalContext {
  /** Why it was rejected, when the decider said so. */
  reason: string | null;
}

/**
 * pending → approved | rejected (by the deciding account), → withdrawn (by the requester), → expired (by the
 * platform when the tournament's inscription window closes). Each move is guarded by who makes it, so the same
 * machine answers both "what happens" and "who may do it".
 */
export const approvalMachine = setup({
  types: {
    context: {} as ApprovalContext,
    events: {} as ApprovalEvent,
  },
  guards: {
    byDecider: ({ event }) => event.role === 'decider',
    byRequester: ({ event }) => event.role === 'requester',
    bySystem: ({ event }) => event.role === 'system',
  },
  actions: {
    keepReason: assign({ reason: ({ event }) => (event.type === 'request.reject' ? (event.reason ?? null) : null) }),
  },
}).createMachine({
  id: 'approval',
  context: { reason: null },
  initial: 'pending',
  states: {
    pending: {
      on: {
        'request.approve': { guard: 'byDecider', target: 'approved' },
        'request.reject': { guard: 'byDecider', target: 'rejected', actions: 'keepReason' },
        'request.withdraw': { guard: 'byRequester', target: 'withdrawn' },
        'window.closed': { guard: 'bySystem', target: 'expired' },
      },
    },
    approved: { type: 'final' },
    rejected: { type: 'final' },
    withdrawn: { type: 'final' },
    expired: { type: 'final' },
  },
});
