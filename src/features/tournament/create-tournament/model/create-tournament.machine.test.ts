import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import * as v from 'valibot';
import { createTournamentMachine, type WizardEvent } from './create-tournament.machine';
import { BasicsStep } from './steps.schema';

const BASICS = { name: 'Abierto de Primavera', sportId: 1, modalityId: 1, genreId: 1, ageCategoryId: null, levelCategoryId: null, subCategoryId: null };
const SCHEDULE = { startDate: '2027-03-06', endDate: '2027-03-07', inscriptionStart: null, inscriptionEnd: '2027-03-01', maxEntries: 16, requiresApproval: false, seasonId: null, placeId: null };
const PHASES = { preset: 'groups-knockout', phases: [{ name: 'Grupos', formatId: 1, categoryId: 1, configuration: { groupCount: 4 } }, { name: 'Llaves', formatId: 2, categoryId: 1, configuration: {} }] };

/** Every event the graph may try: the valid steps, and steps the guards must refuse. */
const EVENTS: WizardEvent[] = [
  { type: 'basics.submitted', data: BASICS },
  { type: 'basics.submitted', data: { ...BASICS, name: '' } },
  { type: 'schedule.submitted', data: SCHEDULE },
  { type: 'schedule.submitted', data: { ...SCHEDULE, endDate: '2027-03-01' } },
  { type: 'phases.submitted', data: PHASES },
  { type: 'phases.submitted', data: { ...PHASES, phases: [] } },
  { type: 'step.back' },
  { type: 'step.edit', step: 'basics' },
  { type: 'step.edit', step: 'schedule' },
  { type: 'step.edit', step: 'phases' },
  { type: 'create.requested' },
  { type: 'create.succeeded', id: 42 },
  { type: 'create.failed', message: 'Revisa las fechas' },
];

const serializeState = (state: { value: unknown }) => JSON.stringify(state.value);
const model = createTestModel(createTournamentMachine, { events: EVENTS, serializeState });
const states = createTournamentMachine.config.states ?? {};

/** One path per (state, event) pair: the shortest way to the state, then each event tried there. */
function edgePaths() {
  const shortest = model.getShortestPaths({ allowDuplicatePaths: true });
  return shortest.flatMap((path) =>
    EVENTS.flatMap((event) => {
      const before = path.steps.map((step) => step.event).filter((e) => !e.type.startsWith('xstate.'));
      return model.getPathsFromEvents([...before, event], { serializeState, events: EVENTS });
    }),
  );
}

const replay = (events: readonly WizardEvent[]) => {
  const actor = createActor(createTournamentMachine, { input: undefined }).start();
  // A created tournament is final: the graph may try more events there, which the real wizard never sends.
  for (const event of events) if (actor.getSnapshot().status === 'active') actor.send(event);
  return actor.getSnapshot();
};

describe('create tournament wizard, model-based', () => {
  const simple = model.getSimplePaths();
  const edges = edgePaths();
  const paths = [...simple, ...edges];

  it('reaches every state and takes every transition of the machine', () => {
    process.stdout.write(`create-tournament model: ${paths.length} paths (${simple.length} simple, ${edges.length} per state and event)\n`);
    const reached = new Set(paths.map((path) => serializeState(path.state)));
    expect([...reached].sort()).toEqual(Object.keys(states).map((name) => JSON.stringify(name)).sort());
    const taken = new Set(
      paths.flatMap((path) =>
        path.steps.slice(1).flatMap((step, i) => {
          const from = (path.steps[i]?.state as { value: unknown }).value;
          const to = (step.state as { value: unknown }).value;
          return from === to ? [] : [`${String(from)}:${step.event.type}`];
        }),
      ),
    );
    const declared = Object.entries(states).flatMap(([name, node]) => Object.keys(node.on ?? {}).map((type) => `${name}:${type}`));
    expect([...taken].sort()).toEqual(declared.sort());
  });

  it('walks every path through a fresh wizard and ends where the model says', () => {
    for (const path of paths) {
      const events = path.steps.map((step) => step.event).filter((event): event is WizardEvent => !event.type.startsWith('xstate.'));
      expect(replay(events).value).toEqual(path.state.value);
    }
  });

  it('refuses a step whose data is wrong, and keeps what each valid step gave for the review', () => {
    expect(replay([{ type: 'basics.submitted', data: { ...BASICS, name: '' } }]).value).toBe('basics');
    expect(replay([{ type: 'basics.submitted', data: BASICS }, { type: 'schedule.submitted', data: { ...SCHEDULE, inscriptionEnd: '2027-04-01' } }]).value).toBe('schedule');
    const review = replay([
      { type: 'basics.submitted', data: BASICS },
      { type: 'schedule.submitted', data: SCHEDULE },
      { type: 'phases.submitted', data: PHASES },
    ]);
    expect(review.value).toBe('review');
    expect(review.context).toMatchObject({ basics: BASICS, schedule: SCHEDULE, phases: { preset: 'groups-knockout' } });
  });

  it('resumes a draft at its step with its data', () => {
    const resumed = createTournamentMachine.resolveState({ value: 'phases', context: { basics: v.parse(BasicsStep, BASICS), schedule: null, phases: null, error: null, createdId: null } });
    const actor = createActor(createTournamentMachine, { snapshot: resumed, input: undefined }).start();
    expect(actor.getSnapshot().value).toBe('phases');
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'schedule', context: { basics: BASICS } });
  });
});
