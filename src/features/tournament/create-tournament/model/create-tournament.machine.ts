import * as v from 'valibot';
import { assign, setup } from 'xstate';
import { BasicsStep, PhasesStep, ScheduleStep, type WizardData } from './steps.schema';

export const WIZARD_STEPS = ['basics', 'schedule', 'phases', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export interface WizardContext extends WizardData {
  /** The server's reason when creating failed (shown on the review step). */
  error: string | null;
  createdId: number | null;
}

export type WizardEvent =
  | { type: 'basics.submitted'; data: unknown }
  | { type: 'schedule.submitted'; data: unknown }
  | { type: 'phases.submitted'; data: unknown }
  | { type: 'step.back' }
  | { type: 'step.edit'; step: Exclude<WizardStep, 'review'> }
  | { type: 'create.requested' }
  | { type: 'create.succeeded'; id: number }
  | { type: 'create.failed'; message: string };

const valid = <S extends v.GenericSchema>(schema: S) => ({ event }: { event: WizardEvent }) => 'data' in event && v.safeParse(schema, event.data).success;

/**
 * The tournament creation wizard: one state per step, moving on only with a valid step (the same valibot
 * schemas the forms use), back at any time, review with a jump to any step, then creating. The page performs
 * the call and reports its outcome with `create.succeeded` / `create.failed`, so the machine has no invoke and
 * its whole graph is walked by the model-based test.
 */
export const createTournamentMachine = setup({
  types: { context: {} as WizardContext, events: {} as WizardEvent, input: {} as Partial<WizardData> | undefined },
  guards: {
    basicsValid: valid(BasicsStep),
    scheduleValid: valid(ScheduleStep),
    phasesValid: valid(PhasesStep),
    toBasics: ({ event }) => event.type === 'step.edit' && event.step === 'basics',
    toSchedule: ({ event }) => event.type === 'step.edit' && event.step === 'schedule',
  },
  actions: {
    keepBasics: assign({ basics: ({ event }) => (event.type === 'basics.submitted' ? v.parse(BasicsStep, event.data) : null) }),
    keepSchedule: assign({ schedule: ({ event }) => (event.type === 'schedule.submitted' ? v.parse(ScheduleStep, event.data) : null) }),
    keepPhases: assign({ phases: ({ event }) => (event.type === 'phases.submitted' ? v.parse(PhasesStep, event.data) : null) }),
  },
}).createMachine({
  id: 'create-tournament',
  context: ({ input }) => ({ basics: input?.basics ?? null, schedule: input?.schedule ?? null, phases: input?.phases ?? null, error: null, createdId: null }),
  initial: 'basics',
  states: {
    basics: { on: { 'basics.submitted': { guard: 'basicsValid', target: 'schedule', actions: 'keepBasics' } } },
    schedule: {
      on: {
        'schedule.submitted': { guard: 'scheduleValid', target: 'phases', actions: 'keepSchedule' },
        'step.back': 'basics',
      },
    },
    phases: {
      on: {
        'phases.submitted': { guard: 'phasesValid', target: 'review', actions: 'keepPhases' },
        'step.back': 'schedule',
      },
    },
    review: {
      entry: assign({ error: null }),
      on: {
        'step.back': 'phases',
        'step.edit': [{ guard: 'toBasics', target: 'basics' }, { guard: 'toSchedule', target: 'schedule' }, { target: 'phases' }],
        'create.requested': 'creating',
      },
    },
    creating: {
      on: {
        'create.succeeded': { target: 'created', actions: assign({ createdId: ({ event }) => event.id }) },
        'create.failed': { target: 'failed', actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    failed: {
      on: { 'create.requested': 'creating', 'step.back': 'phases', 'step.edit': [{ guard: 'toBasics', target: 'basics' }, { guard: 'toSchedule', target: 'schedule' }, { target: 'phases' }] },
    },
    created: { type: 'final' },
  },
});

export type WizardState = 'basics' | 'schedule' | 'phases' | 'review' | 'creating' | 'failed' | 'created';
