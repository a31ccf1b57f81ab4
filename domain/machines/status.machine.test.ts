import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { STATUS, STATUS_WORK, statusMachine, type StatusEvent, type StatusEventType, type StatusState, type StatusWork } from './status.machine';
import { nextStatus, statusAccepts } from './status.rules';

const target = { scope: 'phase' as const, id: 42 };
const EVENTS: StatusEventType[] = ['status.start', 'status.pause', 'status.resume', 'status.finish', 'status.cancel'];
const STATES = Object.keys(STATUS) as StatusState[];
/** The work each state takes: drawing until it is over, results only once play has started. */
const ACCEPTS: Record<StatusState, StatusWork[]> = {
  notStarted: ['draw'],
  started: ['draw', 'result'],
  paused: ['draw', 'result'],
  finished: [],
  canceled: [],
};

/** Every transition the machine defines, as "state --event-->". */
function definedTransitions(): Set<string> {
  const edges = new Set<string>();
  for (const state of STATES) {
    const node = statusMachine.root.states[state];
    for (const event of node?.ownEvents ?? []) edges.add(`${state} --${event}-->`);
  }
  return edges;
}

describe('status machine (model-based)', () => {
  it('walks every state and every transition, on a live actor and on the server rule', async () => {
    const options = {
      input: target,
      events: EVENTS.map((type): StatusEvent => ({ type })),
      serializeState: (snapshot: { value: unknown }) => String(snapshot.value),
    };
    const model = createTestModel(statusMachine, options);
    // Simple paths never repeat a state, so resume (paused → started) needs its own
    // paths: the shortest way to every state, then each event that state accepts.
    const toEachState = model.getShortestPaths({ allowDuplicatePaths: true });
    const edgePaths = toEachState.flatMap((path) =>
      EVENTS.filter((type) => path.state.can({ type })).flatMap((type) =>
        model.getPathsFromEvents([...path.steps.slice(1).map((step) => step.event), { type }], options),
      ),
    );
    const byEvents = new Map(
      [...model.getSimplePaths(), ...edgePaths].map((path) => [path.steps.map((s) => s.event.type).join(' '), path]),
    );
    const paths = [...byEvents.values()];
    const covered = new Set<string>();
    const reached = new Set<string>();
    const guarded = new Set<string>();

    for (const path of paths) {
      // The system under test: a running actor and the pure rule the server enforces.
      const actor = createActor(statusMachine, { input: target }).start();
      const emitted: unknown[] = [];
      actor.on('ranking.processingRequested', (event) => emitted.push(event));
      let statusId: number = STATUS.notStarted;
      let requested: unknown[] = [];
      let finishes = 0;
      let previous = 'notStarted';
      const check = (state: StatusState) => () => {
        reached.add(state);
        expect(actor.getSnapshot().value).toBe(state);
        expect(statusId).toBe(STATUS[state]);
        expect(emitted).toHaveLength(finishes);
        expect(requested).toEqual(emitted);
        for (const work of STATUS_WORK) {
          const accepts = ACCEPTS[state].includes(work);
          expect(actor.getSnapshot().hasTag(`accepts.${work}`)).toBe(accepts);
          expect(statusAccepts(statusId, work)).toBe(accepts);
          guarded.add(`${state}:${work}:${accepts}`);
        }
      };
      const exec = (type: StatusEventType) => () => {
        covered.add(`${previous} --${type}-->`);
        actor.send({ type });
        const outcome = nextStatus(statusId, type, target);
        if (!outcome.ok) throw new Error(outcome.code);
        statusId = outcome.status;
        requested = [...requested, ...outcome.effects];
        finishes += type === 'status.finish' ? 1 : 0;
        previous = String(actor.getSnapshot().value);
      };
      await path.test({
        states: Object.fromEntries(STATES.map((state) => [state, check(state)])),
        events: Object.fromEntries(EVENTS.map((type) => [type, exec(type)])),
      });
    }

    expect([...reached].sort()).toEqual([...STATES].sort());
    expect([...covered].sort()).toEqual([...definedTransitions()].sort());
    expect(guarded.size).toBe(STATES.length * STATUS_WORK.length);
    process.stdout.write(
      `status machine: ${paths.length} paths ran, ${reached.size} states, ${covered.size} transitions, ${guarded.size} work guards\n`,
    );
  });
});

describe('status rules', () => {
  const LEGAL: Record<number, Partial<Record<StatusEventType, number>>> = {
    1: { 'status.start': 2, 'status.cancel': 4 },
    2: { 'status.pause': 5, 'status.finish': 3, 'status.cancel': 4 },
    5: { 'status.resume': 2, 'status.cancel': 4 },
    3: {},
    4: {},
  };

  it.each([1, 2, 3, 4, 5])('from status %i only the legal changes exist', (from) => {
    for (const event of EVENTS) {
      const expected = LEGAL[from]?.[event];
      const outcome = nextStatus(from, event);
      if (expected === undefined) {
        const code = from === 3 ? 'alreadyFinished' : from === 4 ? 'alreadyCanceled' : 'transitionNotAllowed';
        expect(outcome).toMatchObject({ ok: false, code });
      } else {
        expect(outcome).toMatchObject({ ok: true, status: expected });
      }
    }
  });

  it('does not finish a paused event: it is resumed first', () => {
    expect(nextStatus(STATUS.paused, 'status.finish')).toEqual({
      ok: false,
      code: 'transitionNotAllowed',
      message: {
        es: 'Ese cambio de estado no está permitido desde el estado actual',
        en: 'That status change is not allowed from the current status',
      },
    });
  });

  it('asks for ranking processing when, and only when, finishing', () => {
    expect(nextStatus(STATUS.started, 'status.finish', { scope: 'valid', id: 7 })).toEqual({
      ok: true,
      status: 3,
      effects: [{ type: 'ranking.processingRequested', scope: 'valid', id: 7 }],
    });
    expect(nextStatus(STATUS.started, 'status.cancel')).toMatchObject({ effects: [] });
  });

  it('refuses unknown status ids', () => {
    expect(nextStatus(9, 'status.start')).toMatchObject({ ok: false, code: 'unknownStatus' });
    expect(statusAccepts(9, 'draw')).toBe(false);
  });

  it('takes results only once started (and while paused), draws until over', () => {
    expect([1, 2, 3, 4, 5].filter((id) => statusAccepts(id, 'result'))).toEqual([2, 5]);
    expect([1, 2, 3, 4, 5].filter((id) => statusAccepts(id, 'draw'))).toEqual([1, 2, 5]);
  });

  it('the live machine ignores illegal events', () => {
    const actor = createActor(statusMachine, { input: target }).start();
    actor.send({ type: 'status.finish' });
    actor.send({ type: 'status.resume' });
    expect(actor.getSnapshot().value).toBe('notStarted');
    expect(actor.getSnapshot().can({ type: 'status.pause' })).toBe(false);
  });
});
