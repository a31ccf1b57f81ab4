import { createActor, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { STATUS, STATUS_WORK, statusMachine, type StatusEventType, type StatusState, type StatusWork } from './status.machine';
import { nextStatus, statusAccepts } from './status.rules';
import { coverageGaps, declaredTransitions, modelPaths } from './testing/paths';

const target = { scope: 'phase' as const, id: 42 };
const EVENTS: StatusEventType[] = ['status.start', 'status.pause', 'status.resume', 'status.finish', 'status.cancel'];
const STATES = Object.keys(STATUS) as StatusState[];
/** The work each state takes: drawing until it is over, results only once play has started, corrections after too. */
const ACCEPTS: Record<StatusState, StatusWork[]> = {
  notStarted: ['draw'],
  started: ['draw', 'result', 'correction'],
  paused: ['draw', 'result', 'correction'],
  finished: ['correction'],
  canceled: [],
};

/**
 * The status rules written by hand, apart from the machine: 1 → 2 or 4; 2 → 5, 3 or 4; 5 → 2 or 4; 3 and 4 are
 * final. Every other event leaves the status as it is (the server refuses it). Its paths drive the real machine.
 */
const statusModel = createMachine({
  id: 'status-expected',
  initial: 'notStarted',
  states: {
    notStarted: { on: { 'status.start': 'started', 'status.cancel': 'canceled', 'status.pause': 'notStarted', 'status.resume': 'notStarted', 'status.finish': 'notStarted' } },
    started: { on: { 'status.pause': 'paused', 'status.finish': 'finished', 'status.cancel': 'canceled', 'status.start': 'started', 'status.resume': 'started' } },
    paused: { on: { 'status.resume': 'started', 'status.cancel': 'canceled', 'status.start': 'paused', 'status.pause': 'paused', 'status.finish': 'paused' } },
    finished: { type: 'final' },
    canceled: { type: 'final' },
  },
});

const serializeState = (snapshot: { value: unknown }) => String(snapshot.value);
const walked = modelPaths(createTestModel(statusModel, { serializeState }), { serializeState });

describe('status machine against its expected model', () => {
  let ran = 0;
  const taken = new Set<string>();
  afterAll(() => process.stdout.write(`status machine: ${ran} of ${walked.paths.length} paths ran, ${taken.size} transitions of the machine taken\n`));

  it('the paths reach every state and take every transition of the expected model', () => {
    expect(walked.states).toEqual([...STATES].sort());
    expect(coverageGaps(walked, { states: STATES, transitions: declaredTransitions(statusModel) })).toEqual({ states: [], transitions: [] });
  });

  for (const { name, path } of walked.paths) {
    it(name, async () => {
      // The system under test: a running actor and the pure rule the server enforces, side by side.
      const actor = createActor(statusMachine, { input: target }).start();
      const emitted: unknown[] = [];
      actor.on('ranking.processingRequested', (event) => emitted.push(event));
      let statusId: number = STATUS.notStarted;
      let requested: unknown[] = [];
      let finishes = 0;
      const check = (state: StatusState) => () => {
        expect(actor.getSnapshot().value).toBe(state);
        expect(statusId).toBe(STATUS[state]);
        expect(emitted).toHaveLength(finishes);
        expect(requested).toEqual(emitted);
        for (const work of STATUS_WORK) {
          const accepts = ACCEPTS[state].includes(work);
          expect(actor.getSnapshot().hasTag(`accepts.${work}`)).toBe(accepts);
          expect(statusAccepts(statusId, work)).toBe(accepts);
        }
      };
      const exec = (type: StatusEventType) => () => {
        const from = String(actor.getSnapshot().value);
        actor.send({ type });
        const to = String(actor.getSnapshot().value);
        if (to !== from) taken.add(`${from} --${type}--> ${to}`);
        const outcome = nextStatus(statusId, type, target);
        if (!outcome.ok) return;
        statusId = outcome.status;
        requested = [...requested, ...outcome.effects];
        finishes += type === 'status.finish' ? 1 : 0;
      };
      await path.test({
        states: Object.fromEntries(STATES.map((state) => [state, check(state)])),
        events: Object.fromEntries(EVENTS.map((type) => [type, exec(type)])),
      });
      ran += 1;
    });
  }

  it('took every transition the machine declares, and no other', () => {
    expect([...taken].sort()).toEqual(declaredTransitions(statusMachine));
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

  it('takes results only once started (and while paused), draws until over, corrections unless canceled', () => {
    expect([1, 2, 3, 4, 5].filter((id) => statusAccepts(id, 'result'))).toEqual([2, 5]);
    expect([1, 2, 3, 4, 5].filter((id) => statusAccepts(id, 'draw'))).toEqual([1, 2, 5]);
    expect([1, 2, 3, 4, 5].filter((id) => statusAccepts(id, 'correction'))).toEqual([2, 3, 5]);
  });

  it('the live machine ignores illegal events', () => {
    const actor = createActor(statusMachine, { input: target }).start();
    actor.send({ type: 'status.finish' });
    actor.send({ type: 'status.resume' });
    expect(actor.getSnapshot().value).toBe('notStarted');
    expect(actor.getSnapshot().can({ type: 'status.pause' })).toBe(false);
  });
});
