import { createMachine } from 'xstate';

/**
 * The sign-in flow as a plain graph for model-based tests (no invokes, so xstate/graph can walk it). The
 * outcomes of the server calls are events here (`signIn.*`, `social.*`); `login.model.test.ts` fails when
 * this model and `loginMachine` drift apart, and both the unit test and the browser test walk its paths.
 */
export const loginModel = createMachine({
  id: 'login-model',
  initial: 'starting',
  states: {
    starting: { on: { 'page.opened': 'captcha', 'provider.returned': 'socialReturn' } },
    captcha: { on: { 'captcha.solved': 'ready', 'credentials.submitted': 'failure', 'social.requested': 'failure' } },
    ready: { on: { 'captcha.expired': 'captcha', 'credentials.submitted': 'submitting', 'social.requested': 'toProvider' } },
    submitting: {
      on: {
        'signIn.oneAccount': 'redirecting',
        'signIn.severalAccounts': 'accountSelection',
        'signIn.wrongPassword': 'failure',
        'signIn.badCaptcha': 'failure',
      },
    },
    failure: { on: { 'captcha.solved': 'ready', 'credentials.submitted': 'failure', 'social.requested': 'failure' } },
    socialReturn: { on: { 'social.oneAccount': 'redirecting', 'social.severalAccounts': 'accountSelection', 'social.failed': 'failure' } },
    accountSelection: { on: { 'account.selected': 'redirecting' } },
    toProvider: { type: 'final' },
    redirecting: { type: 'final' },
  },
});

/** Events that stand for a server answer or for opening the page: not events of the app machine. */
export const MODEL_ONLY_EVENTS = [
  'page.opened',
  'provider.returned',
  'signIn.oneAccount',
  'signIn.severalAccounts',
  'signIn.wrongPassword',
  'signIn.badCaptcha',
  'social.oneAccount',
  'social.severalAccounts',
  'social.failed',
] as const;

export type LoginModelState = 'starting' | 'captcha' | 'ready' | 'submitting' | 'failure' | 'socialReturn' | 'accountSelection' | 'toProvider' | 'redirecting';
