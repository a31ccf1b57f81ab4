import { assign, fromPromise, setup } from 'xstate';
import type { ApiFieldError, Community, CommunityInput } from '@domain/contract';
import { ApiRequestError, apiFetch } from '@/shared/api';

export interface CommunityDraft {
  name: string;
  domain: string;
  logo: string | null;
  primary: string;
  secondary: string;
  sportId: number | null;
}

export interface WizardContext {
  draft: CommunityDraft;
  created: Community | null;
  /** A refusal not tied to a field the user can fix on a step (shown on the review). */
  failure: string | null;
  /** Field errors the server gave, shown on the step that holds the field. */
  fieldErrors: ApiFieldError[];
}

export type WizardEvent =
  | { type: 'identity.submitted'; name: string; domain: string }
  | { type: 'logo.submitted'; logo: string | null }
  | { type: 'colours.submitted'; primary: string; secondary: string }
  | { type: 'sport.submitted'; sportId: number | null }
  | { type: 'step.back' }
  | { type: 'review.confirmed' }
  | { type: 'wizard.restarted' };

/** The platform's logo until the community uploads its own. */
export const DEFAULT_LOGO = '/communities/torneos/logo.svg';
export const EMPTY_DRAFT: CommunityDraft = { name: '', domain: '', logo: null, primary: '#000000', secondary: '#f97316', sportId: null };

export function toCommunityInput(draft: CommunityDraft): CommunityInput {
  return {
    name: draft.name,
    domain: draft.domain,
    lookAndFeel: { logos: { brand: draft.logo ?? DEFAULT_LOGO }, primary: draft.primary, secondary: draft.secondary },
    sportId: draft.sportId as CommunityInput['sportId'],
  };
}

const fieldsOf = (error: unknown): ApiFieldError[] => (error instanceof ApiRequestError ? (error.body.fields ?? []) : []);
const refusedOn = (error: unknown, prefixes: string[]) => fieldsOf(error).some((item) => prefixes.some((prefix) => item.field.startsWith(prefix)));

/**
 * Creating a community step by step: name and domain, logo, colours (with a live preview), an optional single
 * sport, then a review that sends it. A server refusal brings the user back to the step holding the field.
 */
export const createCommunityMachine = setup({
  types: { context: {} as WizardContext, events: {} as WizardEvent },
  actors: {
    createCommunity: fromPromise<Community, CommunityInput>(({ input, signal }) => apiFetch<Community>('communities', { method: 'POST', body: input, signal })),
  },
  guards: {
    refusedIdentity: ({ event }) => refusedOn((event as { error?: unknown }).error, ['body.name', 'body.domain']),
    refusedColours: ({ event }) => refusedOn((event as { error?: unknown }).error, ['body.lookAndFeel.primary', 'body.lookAndFeel.secondary']),
  },
  actions: {
    keepIdentity: assign(({ context, event }) => (event.type === 'identity.submitted' ? { draft: { ...context.draft, name: event.name, domain: event.domain }, fieldErrors: [] } : {})),
    keepLogo: assign(({ context, event }) => (event.type === 'logo.submitted' ? { draft: { ...context.draft, logo: event.logo } } : {})),
    keepColours: assign(({ context, event }) => (event.type === 'colours.submitted' ? { draft: { ...context.draft, primary: event.primary, secondary: event.secondary }, fieldErrors: [] } : {})),
    keepSport: assign(({ context, event }) => (event.type === 'sport.submitted' ? { draft: { ...context.draft, sportId: event.sportId } } : {})),
    clearFailure: assign({ failure: null, fieldErrors: [] }),
    keepRefusal: assign(({ event }) => {
      const error = (event as { error?: unknown }).error;
      return { fieldErrors: fieldsOf(error), failure: error instanceof ApiRequestError ? error.body.message || null : null };
    }),
    reset: assign({ draft: EMPTY_DRAFT, created: null, failure: null, fieldErrors: [] }),
  },
}).createMachine({
  id: 'create-community',
  initial: 'identity',
  context: { draft: EMPTY_DRAFT, created: null, failure: null, fieldErrors: [] },
  states: {
    identity: { on: { 'identity.submitted': { target: 'logo', actions: 'keepIdentity' } } },
    logo: { on: { 'logo.submitted': { target: 'colours', actions: 'keepLogo' }, 'step.back': 'identity' } },
    colours: { on: { 'colours.submitted': { target: 'sport', actions: 'keepColours' }, 'step.back': 'logo' } },
    sport: { on: { 'sport.submitted': { target: 'review', actions: 'keepSport' }, 'step.back': 'colours' } },
    review: { on: { 'review.confirmed': { target: 'submitting', actions: 'clearFailure' }, 'step.back': 'sport' } },
    submitting: {
      invoke: {
        src: 'createCommunity',
        input: ({ context }) => toCommunityInput(context.draft),
        onDone: { target: 'done', actions: assign({ created: ({ event }) => event.output }) },
        onError: [
          { guard: 'refusedIdentity', target: 'identity', actions: 'keepRefusal' },
          { guard: 'refusedColours', target: 'colours', actions: 'keepRefusal' },
          { target: 'review', actions: 'keepRefusal' },
        ],
      },
    },
    done: { on: { 'wizard.restarted': { target: 'identity', actions: 'reset' } } },
  },
});

export const WIZARD_STEPS = ['identity', 'logo', 'colours', 'sport', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
