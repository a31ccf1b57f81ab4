// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, startTestApp, type TestApp } from '../../test/test-app';
import { demoPassword, registerUser, solvedCaptcha } from './auth.test-support';

type ErrorBody = { error: { message: string; code: string } };
let t: TestApp;

// Default limits (AUTH_RATE_LIMIT_MAX=10 a minute). Each test speaks from its own address through
// X-Forwarded-For, which the server trusts when configured to sit behind a load balancer.
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_COST: '100', TRUST_PROXY: 'true' });
  expect((await registerUser(t.url, { user: 'marta' }, { 'x-forwarded-for': '10.0.0.1' })).status).toBe(200);
  expect((await registerUser(t.url, { user: 'olga.duena' }, { 'x-forwarded-for': '10.0.0.1' })).status).toBe(200);
});
afterAll(() => t.close());

async function tryLogin(user: string, ip: string, password: string, strength: 'normal' | 'high' = 'normal') {
  const headers = { 'x-forwarded-for': ip };
  // The captcha issue is itself limited per address: past the limit there is no challenge to solve.
  const recaptcha = await solvedCaptcha(t.url, headers, strength).catch(() => 'none');
  return http<ErrorBody>(t.url, '/api/auth/login', { headers, body: { user, password, recaptcha } });
}

const wrongLogin = (user: string, ip: string, strength: 'normal' | 'high' = 'normal') => tryLogin(user, ip, 'wrong-password', strength);

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

  it('asks for a costlier captcha after failures on one name from many addresses', async () => {
    const statuses: number[] = [];
    // An unknown name is counted like a known one, so the limit tells nothing about who exists.
    for (let i = 0; i < 12; i += 1) statuses.push((await wrongLogin('Lucia.Sin.Cuenta', `10.1.0.${i + 1}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([400, 400]);
    const res = await wrongLogin('lucia.sin.cuenta', '10.2.0.1');
    expect(res.body.error.code).toBe('CAPTCHA_HARDER');
    expect(res.body.error.message).toMatch(/^Hubo muchos intentos fallidos con esta cuenta/);
    // The costlier captcha lets the password be judged again (and a wrong one still counts).
    expect((await wrongLogin('lucia.sin.cuenta', '10.2.0.2', 'high')).status).toBe(401);
  });

  it("does not lock the owner out when a stranger fails on their name from one address", async () => {
    const stranger: number[] = [];
    for (let i = 0; i < 12; i += 1) stranger.push((await wrongLogin('olga.duena', '10.4.0.1')).status);
    expect(stranger.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(stranger.slice(10)).toEqual([429, 429]);
    const plain = await tryLogin('olga.duena', '10.5.0.1', demoPassword);
    expect(plain.status).toBe(400);
    expect(plain.body.error.code).toBe('CAPTCHA_HARDER');
    expect((await tryLogin('olga.duena', '10.5.0.1', demoPassword, 'high')).status).toBe(200);
  });

  it('issues a costlier challenge when asked for one', async () => {
    const cost = async (query: string) =>
      (await http<{ data: { parameters: { cost: number } } }>(t.url, `/api/auth/captcha${query}`, { headers: { 'x-forwarded-for': '10.6.0.1' } })).body.data.parameters.cost;
    expect(await cost('')).toBe(100);
    expect(await cost('?strength=high')).toBe(500);
  });

  it('limits captcha issue per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await http(t.url, '/api/auth/captcha', { headers: { 'x-forwarded-for': '10.3.0.1' } })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
