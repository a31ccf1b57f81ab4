// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, startTestApp, type TestApp } from '../../test/test-app';
import { registerUser, solvedCaptcha } from './auth.test-support';

type ErrorBody = { error: { message: string; code: string } };
let t: TestApp;

// Default limits (AUTH_RATE_LIMIT_MAX=10 a minute). Each test speaks from its own address through
// X-Forwarded-For, which the server trusts when configured to sit behind a load balancer.
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_COST: '100', TRUST_PROXY: 'true' });
  expect((await registerUser(t.url, { user: 'marta' }, { 'x-forwarded-for': '10.0.0.1' })).status).toBe(200);
});
afterAll(() => t.close());

async function wrongLogin(user: string, ip: string) {
  const headers = { 'x-forwarded-for': ip };
  // The captcha issue is itself limited per address: past the limit there is no challenge to solve.
  const recaptcha = await solvedCaptcha(t.url, headers).catch(() => 'none');
  return http<ErrorBody>(t.url, '/api/auth/login', { headers, body: { user, password: 'wrong-password', recaptcha } });
}

describe('abuse protection', () => {
  it('answers 429 with a clear message to 20 rapid wrong logins from one address', async () => {
    const statuses: number[] = [];
    let last: ErrorBody | null = null;
    for (let i = 0; i < 20; i += 1) {
      const res = await wrongLogin('marta', '10.0.0.2');
      statuses.push(res.status);
      if (res.status === 429) last = res.body;
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(-5).every((s) => s === 429)).toBe(true);
    expect(last?.error.message).toMatch(/^Demasiad/);
    expect(last?.error.code).toBe('RATE_LIMITED');
  });

  it('limits failures per account name even when they come from many addresses', async () => {
    const statuses: number[] = [];
    // An unknown name is counted like a known one, so the limit tells nothing about who exists.
    for (let i = 0; i < 12; i += 1) statuses.push((await wrongLogin('Lucia.Sin.Cuenta', `10.1.0.${i + 1}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const res = await wrongLogin('lucia.sin.cuenta', '10.2.0.1');
    expect(res.body.error.message).toBe('Demasiados intentos. Espera un minuto e inténtalo de nuevo');
  });

  it('limits captcha issue per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await http(t.url, '/api/auth/captcha', { headers: { 'x-forwarded-for': '10.3.0.1' } })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
