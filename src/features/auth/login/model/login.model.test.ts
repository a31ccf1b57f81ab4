import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { AuthSession } from '@domain/contract';
import { coverageGaps, declaredTransitions, modelPaths } from '@domain/machines/testing/paths';
import { ApiRequestError } from '@/shared/api';
import { loginMachine } from './login.machine';
import { loginModel, MODEL_ONLY_EVENTS } from './login.model';

const serializeState = (state: { value: unknown }) => String(state.value);
const walked = modelPaths(createTestModel(loginModel, { serializeState }), { serializeState });

const session = (accounts: number): AuthSession => ({
  expires: new Date(Date.now() + 3_600_000).toISOString(),
  user: { id: 1, user: 'ana', fullName: 'Ana', avatar: null, accounts: Array.from({ length: accounts }, (_, i) => ({ id: i + 10, name: `Cuenta ${i + 1}` })) },
});
const rejection = (status: number, message: string) => new ApiRequestError({ status, code: String(status), message });

/** The real machine, its server calls answered by the path's events, its effects recorded. */
function harness() {
  let settle: { resolve: (value: AuthSession) => void; reject: (error: unknown) => void } | null = null;
  const pending = () => new Promise<AuthSession>((resolve, reject) => (settle = { resolve, reject }));
  const effects = { startSession: vi.fn(), selectAccount: vi.fn(), redirect: vi.fn(), goToProvider: vi.fn() };
  const machine = loginMachine.provide({
    actors: { signIn: fromPromise(pending), readSocialSession: fromPromise(pending) },
    actions: {
      startSession: ({ context }) => effects.startSession(context.session),
      selectAccount: (_, params) => effects.selectAccount(params.accountId),
      redirect: () => effects.redirect(),
      goToProvider: (_, params) => effects.goToProvider(params),
    },
  });
  let actor: Actor<typeof machine> | null = null;
  const start = (socialReturn: boolean) => {
    actor = createActor(machine, { input: { socialReturn } }).start();
  };
  const current = () => {
    if (!actor) throw new Error('the page is not open yet');
    return actor;
  };
  const answer = async (outcome: AuthSession | Error) => {
    if (outcome instanceof Error) settle?.reject(outcome);
    else settle?.resolve(outcome);
    await waitFor(current(), (s) => !s.matches('submitting') && !s.matches('socialReturn'));
  };
  return { start, current, answer, effects };
}

describe('login machine, model-based', () => {
  it('keeps the model and the app machine in step: same states, same user events', () => {
    const real = loginMachine.config.states ?? {};
    const modelled = loginModel.config.states ?? {};
    expect(Object.keys(real).sort()).toEqual(Object.keys(modelled).sort());
    for (const [name, node] of Object.entries(modelled)) {
      const events = Object.keys(node.on ?? {}).filter((type) => !(MODEL_ONLY_EVENTS as readonly string[]).includes(type));
      expect(Object.keys(real[name]?.on ?? {}).sort(), name).toEqual(events.sort());
    }
  });

  it('the paths reach every state and take every transition of the model', () => {
    const states = Object.keys(loginModel.config.states ?? {});
    expect(walked.states).toEqual([...states].sort());
    expect(coverageGaps(walked, { states, transitions: declaredTransitions(loginModel) })).toEqual({ states: [], transitions: [] });
  });

  describe('each path of the model, through the real machine', () => {
    let ran = 0;
    afterAll(() => process.stdout.write(`login model: ${ran} of ${walked.paths.length} paths ran\n`));
    for (const { name, path } of walked.paths) {
      it(name, async () => {
        const h = harness();
        await path.test({
          states: {
            starting: () => undefined,
            captcha: () => expect(h.current().getSnapshot().value).toBe('captcha'),
            ready: () => expect(h.current().getSnapshot().value).toBe('ready'),
            submitting: () => expect(h.current().getSnapshot().value).toBe('submitting'),
            socialReturn: () => expect(h.current().getSnapshot().value).toBe('socialReturn'),
            failure: () => {
              expect(h.current().getSnapshot().value).toBe('failure');
              expect(h.current().getSnapshot().context.error).toBeTruthy();
            },
            accountSelection: () => {
              expect(h.current().getSnapshot().value).toBe('accountSelection');
              expect(h.effects.startSession).toHaveBeenCalledTimes(1);
            },
            redirecting: () => {
              expect(h.current().getSnapshot().status).toBe('done');
              expect(h.effects.startSession).toHaveBeenCalledTimes(1);
              expect(h.effects.redirect).toHaveBeenCalledTimes(1);
            },
            toProvider: () => expect(h.effects.goToProvider).toHaveBeenCalledWith({ provider: 'google', captcha: 'solution' }),
          },
          events: {
            'page.opened': () => h.start(false),
            'provider.returned': () => h.start(true),
            'captcha.solved': () => void h.current().send({ type: 'captcha.solved', token: 'solution' }),
            'captcha.expired': () => void h.current().send({ type: 'captcha.expired' }),
            'credentials.submitted': () => void h.current().send({ type: 'credentials.submitted', credentials: { user: 'ana', password: 'secreta-123' } }),
            'social.requested': () => void h.current().send({ type: 'social.requested', provider: 'google' }),
            'account.selected': () => {
              h.current().send({ type: 'account.selected', accountId: 11 });
              expect(h.effects.selectAccount).toHaveBeenCalledWith(11);
            },
            'signIn.oneAccount': () => h.answer(session(1)),
            'signIn.severalAccounts': () => h.answer(session(2)),
            'signIn.wrongPassword': () => h.answer(rejection(401, 'Usuario o contraseña incorrectos')),
            'signIn.badCaptcha': () => h.answer(rejection(400, 'Captcha no válido')),
            'social.oneAccount': () => h.answer(session(1)),
            'social.severalAccounts': () => h.answer(session(3)),
            'social.failed': () => h.answer(rejection(401, 'Debes iniciar sesión')),
          },
        });
        ran += 1;
      });
    }
  });

  it('shows the server message, or the generic one when there is none', async () => {
    const h = harness();
    h.start(false);
    h.current().send({ type: 'captcha.solved', token: 'x' });
    h.current().send({ type: 'credentials.submitted', credentials: { user: 'ana', password: 'x' } });
    await h.answer(new Error('network'));
    expect(h.current().getSnapshot().context).toMatchObject({ error: 'somethingWentWrong', captcha: null });
  });
});
