import { assign, fromPromise, setup } from 'xstate';
import type { AuthSession, LoginInput } from '@domain/contract';
import { ERROR_CODES } from '@domain/contract/envelope';
import { ApiRequestError } from '@/shared/api';
import { readSocialSession, signIn } from '../api/login.api';

export interface LoginContext {
  /** The captcha solution waiting to be spent (each works once). */
  captcha: string | null;
  /** What went wrong, as the server said it, or a key of the `errors` namespace. */
  error: string | null;
  session: AuthSession | null;
  /** Opened by the provider's callback: read the session it left instead of asking for credentials. */
  socialReturn: boolean;
  /** `high` once the server said the name is under attack: the next captcha is the costlier one. */
  captchaStrength: 'normal' | 'high';
}

export type LoginEvent =
  | { type: 'captcha.solved'; token: string }
  | { type: 'captcha.expired' }
  | { type: 'credentials.submitted'; credentials: LoginInput }
  | { type: 'social.requested'; provider: string }
  | { type: 'account.selected'; accountId: number };

/** Key of the `errors` namespace shown when the form is sent without a solved captcha. */
export const CAPTCHA_ERROR = 'captcha';
/** Key of the `errors` namespace for a failure without a server message. */
export const GENERIC_ERROR = 'somethingWentWrong';

function messageOf(error: unknown): string {
  return error instanceof ApiRequestError && error.body.message ? error.body.message : GENERIC_ERROR;
}

const asksHarderCaptcha = (error: unknown) => error instanceof ApiRequestError && error.body.code === ERROR_CODES.captchaHarder;

/**
 * Sign-in: wait for the captcha, send the credentials (or go to a social provider), then choose an account
 * when there are several, then leave for the saved page or welcome. Effects (session, navigation) are named
 * actions the page provides.
 */
export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent, input: {} as { socialReturn: boolean } },
  actors: {
    signIn: fromPromise<AuthSession, { credentials: LoginInput; captcha: string }>(({ input, signal }) => signIn(input, signal)),
    readSocialSession: fromPromise<AuthSession, void>(({ signal }) => readSocialSession(null, signal)),
  },
  actions: {
    keepSession: assign((_, params: { session: AuthSession }) => ({ session: params.session })),
    keepError: assign(({ context }, params: { error: unknown }) => ({
      error: messageOf(params.error),
      captchaStrength: asksHarderCaptcha(params.error) ? 'high' : context.captchaStrength,
    })),
    startSession: () => undefined,
    selectAccount: (_, _params: { accountId: number }) => undefined,
    redirect: () => undefined,
    goToProvider: (_, _params: { provider: string; captcha: string }) => undefined,
  },
  guards: {
    // Judged on the answer itself: guards run before the transition's actions store it.
    hasSeveralAccounts: (_, params: { session: AuthSession }) => params.session.user.accounts.length > 1,
    isSocialReturn: ({ context }) => context.socialReturn,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ captcha: null, error: null, session: null, socialReturn: input.socialReturn, captchaStrength: 'normal' }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isSocialReturn', target: 'socialReturn' }, { target: 'captcha' }],
    },
    captcha: {
      on: {
        'captcha.solved': { target: 'ready', actions: assign({ captcha: ({ event }) => event.token }) },
        'credentials.submitted': { target: 'failure', actions: assign({ error: CAPTCHA_ERROR }) },
        'social.requested': { target: 'failure', actions: assign({ error: CAPTCHA_ERROR }) },
      },
    },
    ready: {
      on: {
        'captcha.expired': { target: 'captcha', actions: assign({ captcha: null }) },
        'credentials.submitted': 'submitting',
        'social.requested': 'toProvider',
      },
    },
    submitting: {
      entry: assign({ error: null }),
      exit: assign({ captcha: null }),
      invoke: {
        src: 'signIn',
        input: ({ context, event }) => ({ credentials: (event as Extract<LoginEvent, { type: 'credentials.submitted' }>).credentials, captcha: context.captcha ?? '' }),
        onDone: [
          {
            guard: { type: 'hasSeveralAccounts', params: ({ event }) => ({ session: event.output }) },
            target: 'accountSelection',
            actions: [{ type: 'keepSession', params: ({ event }) => ({ session: event.output }) }, 'startSession'],
          },
          { target: 'redirecting', actions: [{ type: 'keepSession', params: ({ event }) => ({ session: event.output }) }, 'startSession'] },
        ],
        onError: { target: 'failure', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failure: {
      on: {
        'captcha.solved': { target: 'ready', actions: assign({ captcha: ({ event }) => event.token }) },
        'credentials.submitted': { target: 'failure', reenter: true, actions: assign({ error: CAPTCHA_ERROR }) },
        'social.requested': { target: 'failure', reenter: true, actions: assign({ error: CAPTCHA_ERROR }) },
      },
    },
    socialReturn: {
      invoke: {
        src: 'readSocialSession',
        onDone: [
          {
            guard: { type: 'hasSeveralAccounts', params: ({ event }) => ({ session: event.output }) },
            target: 'accountSelection',
            actions: [{ type: 'keepSession', params: ({ event }) => ({ session: event.output }) }, 'startSession'],
          },
          { target: 'redirecting', actions: [{ type: 'keepSession', params: ({ event }) => ({ session: event.output }) }, 'startSession'] },
        ],
        onError: { target: 'failure', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    accountSelection: {
      on: {
        'account.selected': { target: 'redirecting', actions: { type: 'selectAccount', params: ({ event }) => ({ accountId: event.accountId }) } },
      },
    },
    toProvider: {
      type: 'final',
      entry: { type: 'goToProvider', params: ({ context, event }) => ({ provider: (event as Extract<LoginEvent, { type: 'social.requested' }>).provider, captcha: context.captcha ?? '' }) },
    },
    redirecting: { type: 'final', entry: 'redirect' },
  },
});
