// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BearerSession } from '@domain/contract';
import { http, startTestApp, type TestApp } from '../test/test-app';
import { makeWebDist, type WebDist } from '../test/web-dist';
import { registerUser } from '../modules/auth/auth.test-support';

type ErrorBody = { error: { message: string; status: number; code: string } };
let t: TestApp;
let dist: WebDist;

// Small limits, so each rule shows within a few requests; every test speaks from its own address.
beforeAll(async () => {
  // A stand-in for the server-rendering bundle: it reads the API more often than the read limit allows, as a
  // page with several lists does under load, and writes down what each read answered.
  dist = await makeWebDist('rate-limits-web', {
    files: { 'static/js/page.js': 'export const page = 1;' },
    renderer: `export async function renderScreen({ apiOrigin, renderToken }) {
      const statuses = [];
      for (let i = 0; i < 12; i += 1) {
        const response = await fetch(apiOrigin + '/api/valid?size=1', { headers: renderToken ? { 'x-render-token': renderToken } : {} });
        statuses.push(response.status);
      }
      return { state: '{}', pipe: (destination) => { destination.write('<p id="reads">' + statuses.join(',') + '</p>'); destination.end(); } };
    }`,
  });
  t = await startTestApp({ CAPTCHA_COST: '100', TRUST_PROXY: 'true', RATE_LIMIT_READ_MAX: '8', RATE_LIMIT_MAX: '4', AUTH_RATE_LIMIT_MAX: '10', WEB_DIST_DIR: dist.dir });
});
afterAll(async () => {
  await t.close();
  await dist.remove();
});

const from = (ip: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...extra });

async function statuses(count: number, call: () => Promise<{ status: number }>): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < count; i += 1) result.push((await call()).status);
  return result;
}

describe('rate limits', () => {
  it('leave out the server renderer’s own reads, recognised by its secret, and count a forged one', async () => {
    const page = await http(t.url, '/torneos', { headers: from('10.9.0.9') });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<p id="reads">${Array.from({ length: 12 }, () => 200).join(',')}</p>`);
    const forged = await statuses(10, () => http(t.url, '/api/valid?size=1', { headers: from('10.9.0.10', { 'x-render-token': 'guessed' }) }));
    expect(forged).toContain(429);
  });

  it('never counts the web app files and screens', async () => {
    const files = await statuses(30, () => http(t.url, '/static/js/page.js', { headers: from('10.9.0.1') }));
    const screens = await statuses(30, () => http(t.url, '/torneos', { headers: from('10.9.0.1') }));
    expect(files.every((s) => s === 200)).toBe(true);
    expect(screens).not.toContain(429);
    // The files did not spend the address's budget for reads either.
    expect((await http(t.url, '/api/sports', { headers: from('10.9.0.1') })).status).toBe(200);
  });

  it('never counts liveness probes, and counts readiness (it asks the database) as a read', async () => {
    const probes = await statuses(20, () => http(t.url, '/api/health', { headers: from('10.9.0.11') }));
    expect(probes.every((s) => s === 200)).toBe(true);
    const probe = await http(t.url, '/api/health', { headers: from('10.9.0.11') });
    expect(probe.headers.get('x-ratelimit-limit')).toBeNull();
    expect(probe.headers.get('cache-control')).toBe('no-store');
    const ready = await statuses(10, () => http(t.url, '/api/health/ready', { headers: from('10.9.0.12') }));
    expect(ready.slice(0, 8).every((s) => s === 200)).toBe(true);
    expect(ready.slice(8)).toEqual([429, 429]);
  });

  it('answers public reads past the limit with the envelope, retry-after and a message in the caller language', async () => {
    const seen = await statuses(8, () => http(t.url, '/api/sports', { headers: from('10.9.0.2') }));
    expect(seen.every((s) => s === 200)).toBe(true);
    const es = await http<ErrorBody>(t.url, '/api/sports', { headers: from('10.9.0.2') });
    expect(es.status).toBe(429);
    expect(Object.keys(es.body.error).sort()).toEqual(['code', 'message', 'status']);
    expect(es.body.error).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(es.body.error.message).toMatch(/^Demasiadas solicitudes.*Vuelve a intentarlo en \d+ s$/);
    const retryAfter = Number(es.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const en = await http<ErrorBody>(t.url, '/api/sports', { headers: from('10.9.0.2', { 'accept-language': 'en-GB,en;q=0.8' }) });
    expect(en.body.error.message).toMatch(/^Too many requests.*Try again in \d+ s$/);
  });

  it('gives a known session its own budget, and a made-up cookie none', async () => {
    const registered = await registerUser(t.url, { user: 'rita.sede' }, from('10.9.0.3'));
    expect(registered.status).toBe(200);
    const session: BearerSession = registered.body.data;
    const signedIn = { authorization: `Bearer ${session.token}` };
    // The session is seen valid by a signed-in call, then the venue's address runs out of reads.
    expect((await http(t.url, `/api/users/${session.user.id}`, { headers: from('10.9.0.3', signedIn) })).status).toBe(200);
    await statuses(9, () => http(t.url, '/api/sports', { headers: from('10.9.0.3') }));
    expect((await http(t.url, '/api/sports', { headers: from('10.9.0.3') })).status).toBe(429);
    expect((await http(t.url, '/api/sports', { headers: from('10.9.0.3', signedIn) })).status).toBe(200);
    const forged = { cookie: `session=${'x'.repeat(43)}` };
    expect((await http(t.url, '/api/sports', { headers: from('10.9.0.3', forged) })).status).toBe(429);
  });

  it('keeps writes stricter than reads', async () => {
    const seen = await statuses(6, () => http(t.url, '/api/club', { headers: from('10.9.0.4'), body: {} }));
    expect(seen.slice(0, 4)).not.toContain(429);
    expect(seen.slice(4)).toEqual([429, 429]);
  });

  it('answers 429 to 21 wrong sign-ins from one address', async () => {
    const seen = await statuses(21, () => http(t.url, '/api/auth/login', { headers: from('10.9.0.5'), body: { user: 'nadie', password: 'incorrecta', recaptcha: 'none' } }));
    expect(seen.slice(0, 10)).not.toContain(429);
    expect(seen.slice(10).every((s) => s === 429)).toBe(true);
  });
});
