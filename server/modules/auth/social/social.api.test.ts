// @vitest-environment node
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthSession } from '@domain/contract';
import { socialIdentities } from '../../../db/schema';
import { http, startTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, solvedCaptcha } from '../auth.test-support';
import { createBrowser } from './browser.test-support';
import { startLoopbackIdp, type LoopbackIdp } from './loopback-idp.test-support';

const PUBLIC_URL = 'http://torneos.test';
const UPLOAD_DIR = `/tmp/torneos-social-test-${process.pid}`;
let t: TestApp;
let idp: LoopbackIdp;

beforeAll(async () => {
  idp = await startLoopbackIdp({ lucia: { email: 'lucia@idp.test', name: 'Lucía Social' }, pedro: { email: 'pedro@example.org', name: 'Pedro' } });
  t = await startTestApp({
    PUBLIC_URL,
    AUTH_RATE_LIMIT_MAX: '10000',
    CAPTCHA_COST: '200',
    UPLOAD_DIR,
    OAUTH_PROVIDERS: 'loop',
    OAUTH_LOOP_ISSUER: idp.issuer,
    OAUTH_LOOP_CLIENT_ID: idp.client.id,
    OAUTH_LOOP_CLIENT_SECRET: idp.client.secret,
    OAUTH_LOOP_LABEL: 'Loopback ID',
  });
  idp.register(`${PUBLIC_URL}/api/auth/social/loop/callback`);
});
afterAll(async () => {
  await t.close();
  await idp.close();
  await rm(UPLOAD_DIR, { recursive: true, force: true });
});

/** The platform's public address stands for the test server: same paths, real host. */
const onApp = (url: URL) => new URL(`${t.url}${url.pathname}${url.search}`);

async function signIn(login: string, recaptcha?: string) {
  const browser = createBrowser();
  const captcha = recaptcha ?? (await solvedCaptcha(t.url));
  const start = await browser.request(`${t.url}/api/auth/social/loop?recaptcha=${encodeURIComponent(captcha)}&locale=es&domain=1`);
  const authorize = new URL(start.headers.get('location') ?? '');
  if (!authorize.href.startsWith(idp.issuer)) return { browser, landing: authorize, session: null };
  const { response: loginPage, url: loginUrl } = await browser.follow(authorize);
  const action = /action="([^"]+)"/.exec(await loginPage.text())?.[1] ?? '';
  const { url: callback } = await browser.follow(new URL(action, loginUrl), (next) => next.origin === PUBLIC_URL, { form: { prompt: 'login', login, password: 'any' } });
  const done = await browser.request(onApp(callback));
  const landing = new URL(done.headers.get('location') ?? '');
  const appHost = new URL(t.url).host;
  const handoff = browser.cookie(appHost, 'social_handoff');
  const read = () => http<{ data: AuthSession }>(t.url, '/api/auth/social/user?domain=1', { headers: handoff ? { cookie: `social_handoff=${handoff}` } : {} });
  const first = await read();
  const cookie = first.headers.getSetCookie().find((line) => line.startsWith('session='))?.split(';')[0] ?? '';
  return { browser, landing, session: first.status === 200 ? first.body.data : null, cookie, again: read };
}

describe('social sign-in against a real OpenID provider', () => {
  it('lists the configured providers', async () => {
    const res = await http<{ data: unknown }>(t.url, '/api/auth/social/providers');
    expect(res.body.data).toEqual([{ name: 'loop', label: 'Loopback ID' }]);
  });

  it('creates the user on first sign-in, with the avatar copied in, and hands the session over once', async () => {
    const { landing, session, cookie, again } = await signIn('lucia');
    expect(`${landing.origin}${landing.pathname}${landing.search}`).toBe(`${PUBLIC_URL}/ingresar?social=done`);
    expect(session?.user).toMatchObject({ user: 'lucia', fullName: 'Lucía Social', accounts: [{ name: 'Lucía Social' }] });
    // The page that reads it gets the session in the HttpOnly cookie only.
    expect(session).not.toHaveProperty('token');
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43}$/);
    expect(session?.user.avatar).toMatch(/^\/api\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
    const picture = await fetch(`${t.url}${session?.user.avatar ?? ''}`);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect((await again?.())?.status).toBe(401);
    const me = await http(t.url, `/api/users/${session?.user.id ?? 0}`, { headers: { cookie: cookie ?? '' } });
    expect(me.status).toBe(200);
  });

  it('finds the same user on the next sign-in', async () => {
    const first = await signIn('lucia');
    const second = await signIn('lucia');
    expect(second.session?.user.id).toBe(first.session?.user.id);
  });

  it('links a provider identity to the existing user with the same verified email', async () => {
    const registered = (await registerUser(t.url, { user: 'pedro.local', email: 'pedro@example.org', fullName: 'Pedro Local' })).body.data;
    const { session } = await signIn('pedro');
    expect(session?.user.id).toBe(registered.user.id);
    const links = await t.database.db.select().from(socialIdentities).where(eq(socialIdentities.userId, registered.user.id));
    expect(links).toHaveLength(1);
  });

  it('does not start without a valid captcha', async () => {
    const { landing, session } = await signIn('lucia', 'forged');
    expect(landing.search).toBe('?social=captcha');
    expect(session).toBeNull();
  });

  it('refuses a callback without the signed flow cookie', async () => {
    const res = await fetch(`${t.url}/api/auth/social/loop/callback?code=abc&state=def`, { redirect: 'manual' });
    expect(res.headers.get('location')).toBe(`${PUBLIC_URL}/ingresar?social=failed`);
  });
});
