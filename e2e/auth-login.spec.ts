import { expect, test, type Page, type Response } from '@playwright/test';
import { createTestModel } from 'xstate/graph';
import { modelPaths } from '../domain/machines/testing/paths';
import { loginModel } from '../src/features/auth/login/model/login.model';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { DEMO_PASSWORD } from './pages/session';

/**
 * The login machine's model drives the real page: each scenario is a path of the same model the unit test
 * walks completely, replayed here against the server with the demo users.
 */
const serializeState = (state: { value: unknown }) => String(state.value);
const walked = modelPaths(createTestModel(loginModel, { serializeState }), { serializeState });
/** A scenario replays one of the named paths the unit test runs; one the model does not have is a mistake here. */
const pathOf = (...events: string[]) => {
  const found = walked.paths.find((named) => named.events.map((event) => event.type).join(' ') === events.join(' '));
  if (!found) throw new Error(`the login model has no path ${events.join(' → ')}`);
  return found;
};

interface Scenario {
  name: string;
  events: string[];
  user: string;
  password: string;
  /** Opened before sign-in: a private page whose address must be the destination afterwards. */
  privateStart?: { path: string };
  failure?: string;
  lands: RegExp;
}

const submitted = ['page.opened', 'captcha.solved', 'credentials.submitted'];
const SCENARIOS: Scenario[] = [
  { name: 'one account goes straight to welcome', events: [...submitted, 'signIn.oneAccount'], user: 'jugador', password: DEMO_PASSWORD, lands: /\/bienvenido$/ },
  { name: 'several accounts ask which one first', events: [...submitted, 'signIn.severalAccounts', 'account.selected'], user: 'organizador', password: DEMO_PASSWORD, lands: /\/bienvenido$/ },
  { name: 'a refused captcha stops the attempt', events: [...submitted, 'signIn.badCaptcha'], user: 'jugador', password: DEMO_PASSWORD, failure: 'Captcha no válido', lands: /\/ingresar$/ },
  { name: 'a wrong password says so without telling whether the user exists', events: [...submitted, 'signIn.wrongPassword'], user: 'jugador', password: 'no-es-la-clave', failure: 'Usuario o contraseña incorrectos', lands: /\/ingresar$/ },
  { name: 'a saved target is the destination and is cleared', events: [...submitted, 'signIn.oneAccount'], user: 'jugador', password: DEMO_PASSWORD, privateStart: { path: '/solicitudes' }, lands: /\/solicitudes$/ },
];

async function forgeCaptcha(page: Page) {
  // The widget's real solution is swapped for a forged one on the way out: the server must refuse it.
  await page.route('**/api/auth/login', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, recaptcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') }) });
  });
}

for (const scenario of SCENARIOS) {
  const { name, path } = pathOf(...scenario.events);
  test(`login: ${scenario.name} (${name})`, async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    // The attempt's answer, kept when the form is sent: after a failure the widget solves a fresh captcha at once,
    // so the transient 'submitting' state may already be gone when it is checked; the request it made is not.
    let answer: Promise<Response> | null = null;
    if (scenario.events.includes('signIn.badCaptcha')) await forgeCaptcha(page);
    await path.test({
      states: {
        captcha: async () => {
          await expect(page.getByTestId('captcha')).toBeVisible();
        },
        ready: () => login.waitForCaptcha(),
        submitting: async () => {
          expect(answer).not.toBeNull();
          const response = await answer;
          expect(response?.request().postDataJSON()).toMatchObject({ user: scenario.user });
        },
        failure: async () => {
          await expect(login.error).toHaveText(scenario.failure ?? '');
          await expect(login.submit).toBeEnabled();
          // Read top to bottom: the fields, the captcha, what went wrong, then the button.
          const tops = await Promise.all([login.password, page.getByTestId('captcha'), login.error, login.submit].map(async (part) => (await part.boundingBox())?.y ?? -1));
          expect(tops).toEqual([...tops].sort((a, b) => a - b));
          expect(tops[0]).toBeGreaterThanOrEqual(0);
          await expect(page).toHaveURL(scenario.lands);
        },
        accountSelection: async () => {
          await expect(login.accounts.getByRole('button')).toHaveCount(2);
        },
        redirecting: async () => {
          await expect(page).toHaveURL(scenario.lands);
          await expect(shell.userMenu).toBeVisible();
          expect(await page.evaluate(() => localStorage.getItem('postLoginTarget'))).toBeNull();
        },
      },
      events: {
        'page.opened': async () => {
          if (scenario.privateStart) {
            await page.goto(scenario.privateStart.path);
            await expect(page).toHaveURL(/\/ingresar$/);
            await expect(login.form).toBeVisible();
          } else {
            await login.open();
          }
        },
        'captcha.solved': async () => {
          await login.waitForCaptcha();
        },
        'credentials.submitted': async () => {
          await login.fill(scenario.user, scenario.password);
          answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login') && r.request().method() === 'POST');
          await login.submit.click();
        },
        'signIn.oneAccount': async () => undefined,
        'signIn.severalAccounts': async () => undefined,
        'signIn.badCaptcha': async () => undefined,
        'signIn.wrongPassword': async () => undefined,
        'account.selected': async () => {
          await login.chooseAccount('Liga Andina');
          await expect.poll(() => page.evaluate(() => document.cookie)).toMatch(/accountId=\d+/);
        },
      },
    });
  });
}
