import type { BrowserContext } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

interface AuthSession {
  token: string;
  expires: string;
  user: { id: number; user: string; fullName: string; accounts: { id: number; name: string }[] };
}

export const DEMO_PASSWORD = 'Demo2026!';

// One sign-in per user and worker: the sign-in route is rate limited.
const sessions = new Map<string, Promise<AuthSession>>();

async function signInOverApi(baseURL: string, user: string): Promise<AuthSession> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const captcha = (await (await api.get('/api/auth/captcha')).json()) as { data: Challenge };
    const solution = await solveChallenge({ challenge: captcha.data, deriveKey });
    const recaptcha = Buffer.from(JSON.stringify({ challenge: captcha.data, solution })).toString('base64');
    const response = await api.post('/api/auth/login', { data: { user, password: DEMO_PASSWORD, recaptcha, channel: 'WEB', token: true } });
    if (!response.ok()) throw new Error(`sign-in of ${user} answered ${response.status()}: ${await response.text()}`);
    return ((await response.json()) as { data: AuthSession }).data;
  } finally {
    await api.dispose();
  }
}

/** Signs a demo user in over the API and puts the session cookies in the browser, as signing in on the page would. */
export async function signIn(
  context: BrowserContext,
  baseURL: string,
  user: 'organizador' | 'jugador',
  options: { fresh?: boolean } = {},
): Promise<AuthSession['user']> {
  // A test that signs out ends its session on the server, so it needs one nobody else shares.
  if (options.fresh) sessions.delete(user);
  if (!sessions.has(user)) sessions.set(user, signInOverApi(baseURL, user));
  const session = await (sessions.get(user) as Promise<AuthSession>);
  if (options.fresh) sessions.delete(user);
  const url = new URL(baseURL);
  const cookie = (name: string, value: string, httpOnly = false) => ({ name, value, domain: url.hostname, path: '/', sameSite: 'Lax' as const, httpOnly });
  await context.addCookies([
    // The session itself, as the server sets it: HttpOnly, out of the page's reach.
    cookie('session', session.token, true),
    cookie('userId', String(session.user.id)),
    cookie('accountId', String(session.user.accounts[0]?.id ?? '')),
  ]);
  return session.user;
}

/** API headers of a demo user signed in over the API, for setting data up without a browser. */
export async function apiHeadersOf(baseURL: string, user: 'organizador' | 'jugador'): Promise<Record<string, string>> {
  if (!sessions.has(user)) sessions.set(user, signInOverApi(baseURL, user));
  const session = await (sessions.get(user) as Promise<AuthSession>);
  return { authorization: `Bearer ${session.token}`, 'x-account-id': String(session.user.accounts[0]?.id ?? '') };
}

/** The headers the web app sends for the signed-in user: for API calls a test makes as that user. */
export async function authHeaders(context: BrowserContext): Promise<Record<string, string>> {
  const cookies = await context.cookies();
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value ?? '';
  return { authorization: `Bearer ${value('session')}`, 'x-account-id': value('accountId') };
}
