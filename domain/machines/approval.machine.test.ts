import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  APPROVAL_ACTIONS,
  APPROVAL_ROLES,
  APPROVAL_STATES,
  EVENT_OF_ACTION,
  approvalMachine,
  type ApprovalAction,
  type ApprovalEvent,
  type ApprovalEventType,
  type ApprovalRole,
  type ApprovalState,
} from './approval.machine';
import { allowedActions, can, nextApproval } from './approval.rules';

const ACTION_OF = Object.fromEntries(APPROVAL_ACTIONS.map((action) => [EVENT_OF_ACTION[action], action])) as Record<ApprovalEventType, ApprovalAction>;

/** Every event the model may send: each action by each role, a rejection with and without a reason. */
const EVENTS: ApprovalEvent[] = APPROVAL_ACTIONS.flatMap((action) =>
  APPROVAL_ROLES.flatMap((role): ApprovalEvent[] => {
    const type = EVENT_OF_ACTION[action];
    if (type === 'request.reject') return [{ type, role }, { type, role, reason: 'Cupo completo' }];
    return [{ type, role }];
  }),
);

const eventKey = (event: ApprovalEvent) => `${event.type}/${event.role}${'reason' in event && event.reason ? '+reason' : ''}`;

/** Every transition the machine defines, as "state --event-->". */
function definedTransitions(): Set<string> {
  const edges = new Set<string>();
  for (const state of APPROVAL_STATES) {
    for (const event of approvalMachine.root.states[state]?.ownEvents ?? []) edges.add(`${state} --${event}-->`);
  }
  return edges;
}

describe('approval machine (model-based)', () => {
  it('walks every state and every transition, on a live actor and on the server rule', async () => {
    const options = { events: EVENTS, serializeState: (snapshot: { value: unknown }) => String(snapshot.value) };
    const model = createTestModel(approvalMachine, options);
    // From each state, every event the model knows: the ones that move and the ones refused by role or finality.
    const toEachState = model.getShortestPaths({ allowDuplicatePaths: true });
    const paths = toEachState.flatMap((path) =>
      EVENTS.map((event) => model.getPathsFromEvents([...path.steps.slice(1).map((step) => step.event), event], options)).flat(),
    );
    const covered = new Set<string>();
    const reached = new Set<string>();
    const refusals = new Set<string>();

    for (const path of paths) {
      const actor = createActor(approvalMachine).start();
      let stored: ApprovalState = 'pending';
      let storedReason: string | null = null;
      const check = (state: ApprovalState) => () => {
        reached.add(state);
        expect(actor.getSnapshot().value).toBe(state);
        expect(stored).toBe(state);
        expect(actor.getSnapshot().context.reason).toBe(storedReason);
        expect(actor.getSnapshot().status).toBe(state === 'pending' ? 'active' : 'done');
      };
      const exec = (type: ApprovalEventType) => ({ event }: { event: ApprovalEvent }) => {
        const from = String(actor.getSnapshot().value);
        const reason = 'reason' in event ? (event.reason ?? null) : null;
        const outcome = nextApproval(stored, ACTION_OF[type], event.role, reason);
        // A finished actor takes no more events (xstate warns): the rule alone must refuse them.
        if (actor.getSnapshot().status === 'active') actor.send(event);
        const moved = actor.getSnapshot().value !== from;
        expect(outcome.ok).toBe(moved);
        expect(can(ACTION_OF[type], stored, event.role)).toBe(moved);
        if (outcome.ok) {
          covered.add(`${from} --${type}-->`);
          stored = outcome.state;
          storedReason = outcome.reason;
        } else {
          refusals.add(`${from}:${outcome.code}`);
        }
      };
      await path.test({
        states: Object.fromEntries(APPROVAL_STATES.map((state) => [state, check(state)])),
        events: Object.fromEntries(APPROVAL_ACTIONS.map((action) => [EVENT_OF_ACTION[action], exec(EVENT_OF_ACTION[action])])),
      });
    }

    expect([...reached].sort()).toEqual([...APPROVAL_STATES].sort());
    expect([...covered].sort()).toEqual([...definedTransitions()].sort());
    expect([...refusals].sort()).toEqual(['approved:alreadyApproved', 'expired:alreadyExpired', 'pending:notYours', 'rejected:alreadyRejected', 'withdrawn:alreadyWithdrawn']);
    const distinct = new Set(paths.map((path) => path.steps.map((step) => eventKey(step.event)).join(' ')));
    process.stdout.write(`approval machine: ${paths.length} paths ran (${distinct.size} distinct), ${reached.size} states, ${covered.size} transitions\n`);
  });
});

describe('approval rules', () => {
  const LEGAL: Record<ApprovalAction, [ApprovalRole, ApprovalState]> = {
    approve: ['decider', 'approved'],
    reject: ['decider', 'rejected'],
    withdraw: ['requester', 'withdrawn'],
    expire: ['system', 'expired'],
  };

  it.each(APPROVAL_ACTIONS)('%s is open to one role only, and only while pending', (action) => {
    const [role, target] = LEGAL[action];
    expect(nextApproval('pending', action, role)).toMatchObject({ ok: true, state: target });
    for (const other of APPROVAL_ROLES.filter((r) => r !== role)) expect(nextApproval('pending', action, other)).toMatchObject({ ok: false, code: 'notYours' });
    for (const state of APPROVAL_STATES.filter((s) => s !== 'pending')) expect(can(action, state, role)).toBe(false);
  });

  it('keeps the reason of a rejection, and none otherwise', () => {
    expect(nextApproval('pending', 'reject', 'decider', 'Sin cupo')).toEqual({ ok: true, state: 'rejected', reason: 'Sin cupo' });
    expect(nextApproval('pending', 'reject', 'decider')).toEqual({ ok: true, state: 'rejected', reason: null });
    expect(nextApproval('pending', 'approve', 'decider', 'ignored')).toEqual({ ok: true, state: 'approved', reason: null });
  });

  it('explains a second decision in both languages', () => {
    expect(nextApproval('approved', 'approve', 'decider')).toEqual({
      ok: false,
      code: 'alreadyApproved',
      message: { es: 'La solicitud ya fue aprobada', en: 'The request has already been approved' },
    });
    expect(nextApproval('bogus', 'approve', 'decider')).toMatchObject({ ok: false, code: 'unknownState' });
  });

  it('lists what each role may do', () => {
    expect(allowedActions('pending', 'decider')).toEqual(['approve', 'reject']);
    expect(allowedActions('pending', 'requester')).toEqual(['withdraw']);
    expect(allowedActions('approved', 'decider')).toEqual([]);
  });
});
