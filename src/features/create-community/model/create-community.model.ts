import { createMachine } from 'xstate';

/**
 * The community wizard as a plain graph for model-based tests (no invoke, so xstate/graph can walk it): the
 * server's answers are events here (`create.*`). The test fails when this model and the app machine drift.
 */
export const createCommunityModel = createMachine({
  id: 'create-community-model',
  initial: 'identity',
  states: {
    identity: { on: { 'identity.submitted': 'logo' } },
    logo: { on: { 'logo.submitted': 'colours', 'step.back': 'identity' } },
    colours: { on: { 'colours.submitted': 'sport', 'step.back': 'logo' } },
    sport: { on: { 'sport.submitted': 'review', 'step.back': 'colours' } },
    review: { on: { 'review.confirmed': 'submitting', 'step.back': 'sport' } },
    submitting: {
      on: {
        'create.succeeded': 'done',
        'create.refusedDomain': 'identity',
        'create.refusedColour': 'colours',
        'create.failed': 'review',
      },
    },
    done: { on: { 'wizard.restarted': 'identity' } },
  },
});

/** Events that stand for a server answer: not events of the app machine. */
export const MODEL_ONLY_EVENTS = ['create.succeeded', 'create.refusedDomain', 'create.refusedColour', 'create.failed'] as const;
