import { createActor, createMachine, type Actor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import * as v from 'valibot';
import { coverageGaps, declaredTransitions, modelPaths } from '@domain/machines/testing/paths';
import { createTournamentMachine, type WizardEvent, type WizardState } from './create-tournament.machine';
import { BasicsStep } from './steps.schema';

const BASICS = { name: 'Abierto de Primavera', sportId: 1, modalityId: 1, genreId: 1, ageCategoryId: null, levelCategoryId: null, subCategoryId: null };
const SCHEDULE = { startDate: '2027-03-06', endDate: '2027-03-07', inscriptionStart: null, inscriptionEnd: '2027-03-01', maxEntries: 16, requiresApproval: false, seasonId: null, placeId: null };
const PHASES = { preset: 'groups-knockout', phases: [{ name: 'Grupos', formatId: 1, categoryId: 1, configuration: { groupCount: 4 } }, { name: 'Llaves', formatId: 2, categoryId: 1, configuration: {} }] };

/**
 * What the wizard should do, written by hand from its intended behaviour and not derived from the machine: a
 * step moves on only with valid data and stays put otherwise, back goes one step back, the review (and a failed
 * creation) jump to any step, and creating ends in created or failed. Its paths drive the real machine.
 */
const wizardModel = createMachine({
  id: 'create-tournament-expected',
  initial: 'basics',
  states: {
    basics: { on: { 'basics.valid': 'schedule', 'basics.invalid': 'basics' } },
    schedule: { on: { 'schedule.valid': 'phases', 'schedule.invalid': 'schedule', back: 'basics' } },
    phases: { on: { 'phases.valid': 'review', 'phases.invalid': 'phases', back: 'schedule' } },
    review: { on: { back: 'phases', 'edit.basics': 'basics', 'edit.schedule': 'schedule', 'edit.phases': 'phases', create: 'creating' } },
    creating: { on: { succeeded: 'created', failed: 'failed' } },
    failed: { on: { create: 'creating', back: 'phases', 'edit.basics': 'basics', 'edit.schedule': 'schedule', 'edit.phases': 'phases' } },
    created: { type: 'final' },
  },
});

/** What each model event sends to the real wizard. */
const SENDS: Record<string, WizardEvent> = {
  'basics.valid': { type: 'basics.submitted', data: BASICS },
  'basics.invalid': { type: 'basics.submitted', data: { ...BASICS, name: '' } },
  'schedule.valid': { type: 'schedule.submitted', data: SCHEDULE },
  'schedule.invalid': { type: 'schedule.submitted', data: { ...SCHEDULE, endDate: '2027-03-01' } },
  'phases.valid': { type: 'phases.submitted', data: PHASES },
  'phases.invalid': { type: 'phases.submitted', data: { ...PHASES, phases: [] } },
  back: { type: 'step.back' },
  'edit.basics': { type: 'step.edit', step: 'basics' },
  'edit.schedule': { type: 'step.edit', step: 'schedule' },
  'edit.phases': { type: 'step.edit', step: 'phases' },
  create: { type: 'create.requested' },
  succeeded: { type: 'create.succeeded', id: 42 },
  failed: { type: 'create.failed', message: 'Revisa las fechas' },
};

const STATES: WizardState[] = ['basics', 'schedule', 'phases', 'review', 'creating', 'failed', 'created'];
const serializeState = (state: { value: unknown }) => String(state.value);
const walked = modelPaths(createTestModel(wizardModel, { serializeState }), { serializeState });

const replay = (events: readonly WizardEvent[]) => {
  const actor = createActor(createTournamentMachine, { input: undefined }).start();
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
};

/** What the real wizard must show in each state, besides being in it. */
function expectAt(actor: Actor<typeof createTournamentMachine>, state: WizardState) {
  const snapshot = actor.getSnapshot();
  expect(snapshot.value).toBe(state);
  if (state === 'review') expect(snapshot.context).toMatchObject({ basics: BASICS, schedule: SCHEDULE, phases: { preset: 'groups-knockout' }, error: null });
  if (state === 'failed') expect(snapshot.context.error).toBe('Revisa las fechas');
  if (state === 'created') expect(snapshot).toMatchObject({ status: 'done', context: { createdId: 42 } });
}

describe('create tournament wizard against its expected model', () => {
  let ran = 0;
  afterAll(() => process.stdout.write(`create-tournament wizard: ${ran} of ${walked.paths.length} paths ran\n`));

  it('the paths reach every state and take every transition of the expected model', () => {
    expect(walked.states).toEqual([...STATES].sort());
    expect(coverageGaps(walked, { states: STATES, transitions: declaredTransitions(wizardModel) })).toEqual({ states: [], transitions: [] });
  });

  for (const { name, path } of walked.paths) it(name, async () => {
    const actor = createActor(createTournamentMachine, { input: undefined }).start();
    await path.test({
      states: Object.fromEntries(STATES.map((state) => [state, () => expectAt(actor, state)])),
      events: Object.fromEntries(
        Object.entries(SENDS).map(([type, event]) => [
          type,
          () => {
            actor.send(event);
          },
        ]),
      ),
    });
    ran += 1;
  });
});

describe('create tournament wizard', () => {
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
