import { createActor, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  APPROVAL_ACTIONS,
  APPROVAL_ROLES,
  APPROVAL_STATES,
  EVENT_OF_ACTION,
  approvalMachine,
  type ApprovalAction,
  type ApprovalEvent,
  type ApprovalRole,
  type ApprovalState,
} from './approval.machine';
import { allowedActions, can, nextApproval } from './approval.rules';
import { coverageGaps, declaredTransitions, modelPaths } from './testing/paths';

/** Every request the model may make: each action by each role, a rejection with and without a reason. */
const REQUESTS: { key: string; action: ApprovalAction; event: ApprovalEvent }[] = APPROVAL_ACTIONS.flatMap((action) =>
  APPROVAL_ROLES.flatMap((role) => {
    const type = EVENT_OF_ACTION[action];
    const plain = { key: `${action}/${role}`, action, event: { type, role } };
    return type === 'request.reject' ? [plain, { key: `${action}/${role}+reason`, action, event: { type, role, reason: 'Cupo completo' } }] : [plain];
  }),
);

/**
 * Who may move a request, written by hand apart from the machine: only the decider approves or rejects, only the
 * requester withdraws, only the platform expires, and only while pending. Every other request leaves it as it is.
 */
const MOVES: Partial<Record<string, ApprovalState>> = {
  'approve/decider': 'approved',
  'reject/decider': 'rejected',
  'reject/decider+reason': 'rejected',
  'withdraw/requester': 'withdrawn',
  'expire/system': 'expired',
};
const approvalModel = createMachine({
  id: 'approval-expected',
  initial: 'pending',
  states: Object.fromEntries(
    APPROVAL_STATES.map((state) => [state, { on: Object.fromEntries(REQUESTS.map(({ key }) => [key, state === 'pending' ? (MOVES[key] ?? state) : state])) }]),
  ),
});

const serializeState = (snapshot: { value: unknown }) => String(snapshot.value);
const walked = modelPaths(createTestModel(approvalModel, { serializeState }), { serializeState });

describe('approval machine against its expected model', () => {
  let ran = 0;
  const refusals = new Set<string>();
  afterAll(() => process.stdout.write(`approval machine: ${ran} of ${walked.paths.length} paths ran, ${refusals.size} kinds of refusal\n`));

  it('the paths reach every state and take every transition of the expected model', () => {
    expect(walked.states).toEqual([...APPROVAL_STATES].sort());
    expect(coverageGaps(walked, { states: APPROVAL_STATES, transitions: declaredTransitions(approvalModel) })).toEqual({ states: [], transitions: [] });
  });

  for (const { name, path } of walked.paths) {
    it(name, async () => {
      // The system under test: a running actor and the pure rule the server enforces, side by side.
      const actor = createActor(approvalMachine).start();
      let stored: ApprovalState = 'pending';
      let storedReason: string | null = null;
      let expectedReason: string | null = null;
      const check = (state: ApprovalState) => () => {
        expect(actor.getSnapshot().value).toBe(state);
        expect(stored).toBe(state);
        expect(actor.getSnapshot().context.reason).toBe(expectedReason);
        expect(storedReason).toBe(expectedReason);
        expect(actor.getSnapshot().status).toBe(state === 'pending' ? 'active' : 'done');
      };
      const exec = (action: ApprovalAction, event: ApprovalEvent) => () => {
        const from = stored;
        const reason = 'reason' in event ? (event.reason ?? null) : null;
        const outcome = nextApproval(stored, action, event.role, reason);
        // A finished actor takes no more events (xstate warns): the rule alone must refuse them.
        if (actor.getSnapshot().status === 'active') actor.send(event);
        expect(can(action, from, event.role)).toBe(outcome.ok);
        if (outcome.ok) {
          stored = outcome.state;
          storedReason = outcome.reason;
          expectedReason = reason;
        } else {
          refusals.add(`${from}:${outcome.code}`);
        }
      };
      await path.test({
        states: Object.fromEntries(APPROVAL_STATES.map((state) => [state, check(state)])),
        events: Object.fromEntries(REQUESTS.map(({ key, action, event }) => [key, exec(action, event)])),
      });
      ran += 1;
    });
  }

  it('refused each request for its reason, and the machine declares only the moves of the model', () => {
    expect([...refusals].sort()).toEqual(['approved:alreadyApproved', 'expired:alreadyExpired', 'pending:notYours', 'rejected:alreadyRejected', 'withdrawn:alreadyWithdrawn']);
    expect(declaredTransitions(approvalMachine)).toEqual(
      [...new Set(REQUESTS.flatMap(({ key, event }) => (MOVES[key] ? [`pending --${event.type}--> ${MOVES[key]}`] : [])))].sort(),
    );
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
