// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthSession, BearerSession } from '@domain/contract';
import { sessions, users } from '../../db/schema';
import { http, startTestApp, type TestApp } from '../../test/test-app';
import { hashToken } from '../identity/session-store';
import { bearer, demoPassword, loginUser, registerUser, solvedCaptcha } from './auth.test-support';

let t: TestApp;
let ana: BearerSession;

beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_LIMIT_MAX: '10000', CAPTCHA_COST: '200' });
  const registered = await registerUser(t.url, { user: 'ana.torres', fullName: 'Ana Torres' });
  expect(registered.status).toBe(200);
  ana = registered.body.data;
});
afterAll(() => t.close());

describe('captcha', () => {
  it('refuses a login without captcha with 400 "Captcha no válido"', async () => {
    const res = await http<{ error: { message: string; code: string } }>(t.url, '/api/auth/login', { body: { user: 'ana.torres', password: demoPassword, channel: 'WEB' } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Captcha no válido');
    expect(res.body.error.code).toBe('INVALID_CAPTCHA');
  });

  it("refuses the widget's offline test payload and garbage", async () => {
    const testMode = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64');
    for (const recaptcha of [testMode, 'not-base64!', '']) {
      const res = await http(t.url, '/api/auth/login', { body: { user: 'ana.torres', password: demoPassword, recaptcha } });
      expect(res.status).toBe(400);
    }
  });

  it('accepts a solution once and refuses it when replayed', async () => {
    const recaptcha = await solvedCaptcha(t.url);
    const first = await http(t.url, '/api/auth/login', { body: { user: 'ana.torres', password: demoPassword, recaptcha } });
    expect(first.status).toBe(200);
    const replay = await http<{ error: { message: string } }>(t.url, '/api/auth/login', { body: { user: 'ana.torres', password: demoPassword, recaptcha } });
    expect(replay.status).toBe(400);
    expect(replay.body.error.message).toBe('Captcha no válido');
  });

  it('refuses a solution whose challenge was altered (signature no longer matches)', async () => {
    const payload = JSON.parse(Buffer.from(await solvedCaptcha(t.url), 'base64').toString()) as { challenge: { parameters: { expiresAt: number } } };
    payload.challenge.parameters.expiresAt += 3600;
    const recaptcha = Buffer.from(JSON.stringify(payload)).toString('base64');
    const res = await http(t.url, '/api/auth/login', { body: { user: 'ana.torres', password: demoPassword, recaptcha } });
    expect(res.status).toBe(400);
  });
});

describe('register and login', () => {
  it('answers token, user with the first account, and expiry; hashes with argon2id m=64MiB t=3 p=1', async () => {
    expect(ana.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ana.user).toMatchObject({ user: 'ana.torres', fullName: 'Ana Torres', avatar: null });
    expect(ana.user.accounts).toEqual([{ id: expect.any(Number), name: 'Ana Torres' }]);
    expect(new Date(ana.expires).getTime()).toBeGreaterThan(Date.now());
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, ana.user.id));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    const [stored] = await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, ana.user.id)).limit(1);
    expect(stored?.tokenHash).not.toContain(ana.token);
  });

  it('signs in with the username or the email, in any letter case', async () => {
    expect((await loginUser(t.url, 'ANA.TORRES', demoPassword)).status).toBe(200);
    expect((await loginUser(t.url, 'ana.torres@example.org', demoPassword)).status).toBe(200);
  });

  it('refuses a taken username or email', async () => {
    const res = await registerUser(t.url, { user: 'Ana.Torres', email: 'other@example.org' });
    expect(res.status).toBe(409);
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const wrong = await loginUser(t.url, 'ana.torres', 'not-the-password');
    const unknown = await loginUser(t.url, 'nobody.here', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error?.message).toBe('Usuario o contraseña incorrectos');
  });
});

describe('tokens', () => {
  const me = (token: string) => http(t.url, `/api/users/${ana.user.id}`, { headers: { authorization: `Bearer ${token}` } });

  it('accepts a valid token and refuses a tampered one', async () => {
    expect((await me(ana.token)).status).toBe(200);
    const last = ana.token.at(-1) === 'A' ? 'B' : 'A';
    expect((await me(`${ana.token.slice(0, -1)}${last}`)).status).toBe(401);
    expect((await me('short')).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { body } = await loginUser(t.url, 'ana.torres', demoPassword);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, ana.user.id));
    expect((await me(body.data.token)).status).toBe(401);
    ana = (await loginUser(t.url, 'ana.torres', demoPassword)).body.data;
  });

  it('ends a session left idle longer than the idle limit, and keeps one in use alive', async () => {
    const idle = (await loginUser(t.url, 'ana.torres', demoPassword)).body.data;
    const used = (await loginUser(t.url, 'ana.torres', demoPassword)).body.data;
    const lastSeen = (token: string) => t.database.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    const setLastSeen = (token: string, minutesAgo: number) =>
      t.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - minutesAgo * 60_000) }).where(eq(sessions.tokenHash, hashToken(token)));
    // The default idle limit is seven days; both sessions are well within their 30-day lifetime.
    await setLastSeen(idle.token, 7 * 24 * 60 + 1);
    await setLastSeen(used.token, 7 * 24 * 60 - 10);
    expect((await me(idle.token)).status).toBe(401);
    expect((await me(used.token)).status).toBe(200);
    const [touched] = await lastSeen(used.token);
    expect(Date.now() - (touched?.at.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('refuses a token after logout, even when the remembered account was stale', async () => {
    const { body } = await loginUser(t.url, 'ana.torres', demoPassword);
    expect((await http(t.url, '/api/auth/logout', { method: 'POST', headers: { ...bearer(body.data), 'x-account-id': '999999' } })).status).toBe(200);
    expect((await http(t.url, '/api/auth/logout', { method: 'POST', headers: bearer(body.data) })).status).toBe(401);
    expect((await me(body.data.token)).status).toBe(401);
    expect((await me(ana.token)).status).toBe(200);
  });

  it('ends every session on a password change and answers with a fresh one', async () => {
    const other = (await loginUser(t.url, 'ana.torres', demoPassword)).body.data;
    const res = await http<{ data: { session: BearerSession } }>(t.url, `/api/auth/${ana.user.id}`, {
      method: 'PUT',
      headers: bearer(ana),
      body: { fullName: 'Ana Torres', currentPassword: demoPassword, newPassword: 'Otra-Clave-2026', token: true },
    });
    expect(res.status).toBe(200);
    expect((await me(ana.token)).status).toBe(401);
    expect((await me(other.token)).status).toBe(401);
    expect((await me(res.body.data.session.token)).status).toBe(200);
    expect((await loginUser(t.url, 'ana.torres', demoPassword)).status).toBe(401);
    ana = (await loginUser(t.url, 'ana.torres', 'Otra-Clave-2026')).body.data;
  });

  it('refuses a password change with a wrong current password', async () => {
    const res = await http(t.url, `/api/auth/${ana.user.id}`, {
      method: 'PUT',
      headers: bearer(ana),
      body: { fullName: 'Ana Torres', currentPassword: 'wrong-one', newPassword: 'Tercera-Clave-2026' },
    });
    expect(res.status).toBe(400);
    expect((await me(ana.token)).status).toBe(200);
  });
});

describe('the session cookie', () => {
  const sessionCookieOf = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith('session='));

  it('is the only place of the session for the web app: its answers carry no token unless one is asked for', async () => {
    const fields = { password: demoPassword, fullName: 'Web Sola', channel: 'WEB' };
    const registered = await http<{ data: AuthSession }>(t.url, '/api/auth/register', { body: { ...fields, user: 'web.sola', email: 'web.sola@example.org', recaptcha: await solvedCaptcha(t.url) } });
    expect(registered.status).toBe(200);
    expect(registered.body.data).not.toHaveProperty('token');
    expect(registered.body.data.user.user).toBe('web.sola');
    expect(sessionCookieOf(registered.headers)).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    const login = await http<{ data: AuthSession }>(t.url, '/api/auth/login', { body: { user: 'web.sola', password: demoPassword, recaptcha: await solvedCaptcha(t.url) } });
    expect(login.status).toBe(200);
    expect(login.body.data).not.toHaveProperty('token');
    expect(Object.keys(login.body.data).sort()).toEqual(['expires', 'user']);
    expect(sessionCookieOf(login.headers)).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    const pair = sessionCookieOf(login.headers)?.split(';')[0] ?? '';
    const changed = await http<{ data: { session: AuthSession } }>(t.url, `/api/auth/${login.body.data.user.id}`, {
      method: 'PUT',
      headers: { cookie: pair, origin: t.url },
      body: { fullName: 'Web Sola', currentPassword: demoPassword, newPassword: 'Sola-En-La-Web-2026' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.session).not.toHaveProperty('token');
    expect(sessionCookieOf(changed.headers)).toMatch(/^session=[A-Za-z0-9_-]{43};/);
  });

  it('hands the token to an API client that asks for it with "token": true, and refuses a flag that is not a boolean', async () => {
    const login = await http<{ data: BearerSession }>(t.url, '/api/auth/login', { body: { user: 'web.sola', password: 'Sola-En-La-Web-2026', recaptcha: await solvedCaptcha(t.url), token: true } });
    expect(login.status).toBe(200);
    expect(login.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessionCookieOf(login.headers)).toContain(`session=${login.body.data.token}`);
    const odd = await http<{ error: { fields: unknown[] } }>(t.url, '/api/auth/login', { body: { user: 'web.sola', password: 'Sola-En-La-Web-2026', recaptcha: await solvedCaptcha(t.url), token: 'yes' } });
    expect(odd.status).toBe(400);
    expect(odd.body.error.fields).toEqual([{ field: 'body.token', message: expect.any(String) }]);
  });

  it('is set by the sign-in answer, HttpOnly and SameSite=Lax, and signs the browser in on its own', async () => {
    await registerUser(t.url, { user: 'galleta', email: 'galleta@example.org', password: demoPassword, fullName: 'Gala Galleta' });
    const login = await loginUser(t.url, 'galleta', demoPassword);
    const cookie = sessionCookieOf(login.headers);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toContain(`session=${login.body.data.token}`);
    const pair = cookie?.split(';')[0] ?? '';
    const me = await http<{ data: { user: string } }>(t.url, `/api/users/${login.body.data.user.id}`, { headers: { cookie: pair } });
    expect(me.status).toBe(200);
    expect(me.body.data.user).toBe('galleta');
  });

  it('does not carry a write made from another site, and does from the platform’s own pages', async () => {
    const login = await loginUser(t.url, 'galleta', demoPassword);
    const pair = sessionCookieOf(login.headers)?.split(';')[0] ?? '';
    const change = { fullName: 'Gala G.', avatar: null };
    const id = login.body.data.user.id;
    const forged = await http<{ error: { status: number; message: string } }>(t.url, `/api/auth/${id}`, { method: 'PUT', body: change, headers: { cookie: pair, origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    expect(forged.body.error.message).toBe('Esta acción solo se puede hacer desde las páginas de la plataforma');
    const noOrigin = await http(t.url, `/api/auth/${id}`, { method: 'PUT', body: change, headers: { cookie: pair } });
    expect(noOrigin.status).toBe(403);
    const own = await http(t.url, `/api/auth/${id}`, { method: 'PUT', body: change, headers: { cookie: pair, origin: t.url } });
    expect(own.status).toBe(200);
  });

  it('ends with sign-out, which clears it', async () => {
    const login = await loginUser(t.url, 'galleta', demoPassword);
    const pair = sessionCookieOf(login.headers)?.split(';')[0] ?? '';
    const out = await http(t.url, '/api/auth/logout', { method: 'POST', headers: { cookie: pair, origin: t.url } });
    expect(out.status).toBe(200);
    expect(sessionCookieOf(out.headers)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await http(t.url, `/api/users/${login.body.data.user.id}`, { headers: { cookie: pair } })).status).toBe(401);
  });

  it('is not ended by a sign-out made from another site', async () => {
    const login = await loginUser(t.url, 'galleta', demoPassword);
    const pair = sessionCookieOf(login.headers)?.split(';')[0] ?? '';
    const forged = await http<{ error: { message: string } }>(t.url, '/api/auth/logout', { method: 'POST', headers: { cookie: pair, origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    expect(forged.body.error.message).toBe('Esta acción solo se puede hacer desde las páginas de la plataforma');
    expect(sessionCookieOf(forged.headers)).toBeUndefined();
    expect((await http(t.url, '/api/auth/logout', { method: 'POST', headers: { cookie: pair } })).status).toBe(403);
    expect((await http(t.url, `/api/users/${login.body.data.user.id}`, { headers: { cookie: pair } })).status).toBe(200);
  });
});
