// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BearerSession } from '@domain/contract';
import { http, startTestApp, type TestApp } from '../../test/test-app';
import { bearer, loginUser, registerUser, solvedCaptcha } from './auth.test-support';
import { mailedLink, startMailbox } from './mailbox.test-support';

let t: TestApp;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let sofia: BearerSession;
const email = 'sofia@example.org';

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await startTestApp({ SMTP_URL: mailbox.url, PUBLIC_URL: 'http://torneos.test', AUTH_RATE_LIMIT_MAX: '10000', CAPTCHA_COST: '200' });
  sofia = (await registerUser(t.url, { user: 'sofia', email, fullName: 'Sofía Ríos' })).body.data;
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const requestReset = async (address: string, locale = 'es') =>
  http<{ data: { sent: boolean } }>(t.url, '/api/auth/reset/request', { headers: { 'x-locale': locale }, body: { email: address, recaptcha: await solvedCaptcha(t.url) } });

describe('email verification', () => {
  it('mails a link on registration that verifies the address exactly once', async () => {
    const mail = await mailbox.next(email);
    expect(mail.text).toContain('Confirma tu correo');
    const { url, token } = mailedLink(mail);
    expect(`${url.origin}${url.pathname}`).toBe('http://torneos.test/verificar');
    const profile = () => http<{ data: { emailVerified: boolean } }>(t.url, `/api/users/${sofia.user.id}`, { headers: bearer(sofia) });
    expect((await profile()).body.data.emailVerified).toBe(false);
    expect((await http(t.url, '/api/auth/verify', { body: { token } })).status).toBe(200);
    expect((await profile()).body.data.emailVerified).toBe(true);
    const again = await http<{ error: { message: string } }>(t.url, '/api/auth/verify', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('El enlace no es válido, ya se usó o caducó');
  });
});

describe('password reset', () => {
  it('mails a link that sets a new password once and ends the open sessions', async () => {
    const before = mailbox.count(email);
    expect((await requestReset('SOFIA@example.org')).body).toEqual({ data: { sent: true } });
    const { url, token } = mailedLink(await mailbox.next(email, before));
    expect(url.pathname).toBe('/recuperar-contrasena');
    // A password too easy to guess is refused on its field and leaves the link usable.
    const weak = await http<{ error: { fields: unknown[] } }>(t.url, '/api/auth/reset', { body: { token, password: 'aaaaaaaa' } });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields).toEqual([{ field: 'body.password', message: 'Esta contraseña es demasiado fácil de adivinar: evita repeticiones y secuencias como aaaa o 1234, o hazla más larga' }]);
    const reset = await http(t.url, '/api/auth/reset', { body: { token, password: 'Nueva-Clave-2026' } });
    expect(reset.status).toBe(200);
    expect((await http(t.url, '/api/auth/reset', { body: { token, password: 'Otra-Mas-2026' } })).status).toBe(400);
    expect((await http(t.url, `/api/users/${sofia.user.id}`, { headers: bearer(sofia) })).status).toBe(401);
    expect((await loginUser(t.url, 'sofia', 'Nueva-Clave-2026')).status).toBe(200);
    expect((await loginUser(t.url, 'sofia', 'Otra-Mas-2026')).status).toBe(401);
  });

  it('writes the English link for an English request, and a newer link retires the older one', async () => {
    const before = mailbox.count(email);
    await requestReset(email, 'en');
    const first = mailedLink(await mailbox.next(email, before));
    expect(first.url.pathname).toBe('/en/reset-password');
    await requestReset(email, 'en');
    const second = mailedLink(await mailbox.next(email, before + 1));
    expect((await http(t.url, '/api/auth/reset', { body: { token: first.token, password: 'Vieja-Clave-2026' } })).status).toBe(400);
    expect((await http(t.url, '/api/auth/reset', { body: { token: second.token, password: 'Nueva-Clave-2027' } })).status).toBe(200);
  });

  it('answers an unknown email exactly like a known one and mails nobody', async () => {
    const total = mailbox.mails.length;
    const res = await requestReset('nadie@example.org');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { sent: true } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailbox.mails.length).toBe(total);
  });

  it('needs a captcha to mail a link', async () => {
    const res = await http<{ error: { message: string } }>(t.url, '/api/auth/reset/request', { body: { email } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Captcha no válido');
  });
});
