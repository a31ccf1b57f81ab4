// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@domain/catalog';
import { EMBED_SCREENS, ROUTES, buildPath } from '@domain/routes';
import { api, makeCommunity, scoped } from '../test/catalog';
import { startTestApp, type TestApp } from '../test/test-app';
import { createPhase, createValid } from '../test/tournaments';
import { createTestUser } from '../test/users';
import { makeWebDist, type WebDist } from '../test/web-dist';

let t: TestApp;
let dist: WebDist;

beforeAll(async () => {
  // A build folder, so screens are answered as the web app's pages (200 or 404), not as the API's missing path.
  dist = await makeWebDist('framing');
  t = await startTestApp({ WEB_DIST_DIR: dist.dir });
});

afterAll(async () => {
  await t.close();
  await dist.remove();
});

/** Every screen's address in both languages, its parameters filled with an id (a record that need not exist). */
const ADDRESSES = ROUTES.flatMap((route) =>
  LOCALES.map((locale) => {
    const params = Object.fromEntries([...route[locale].matchAll(/:(\w+)/g)].map(([, name]) => [name ?? '', name === 'selectedTab' ? 'info' : '7']));
    return { id: route.id, locale, path: buildPath(route.id, locale, params) };
  }),
);

function frameAncestors(headers: Headers): string {
  const policy = headers.get('content-security-policy') ?? '';
  return policy.split(';').map((part) => part.trim()).find((part) => part.startsWith('frame-ancestors ')) ?? '';
}

async function headersOf(path: string): Promise<Headers> {
  const response = await fetch(`${t.url}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return response.headers;
}

describe('who may frame a page', () => {
  it('covers four embed screens in both languages', () => {
    expect(ADDRESSES.filter((address) => EMBED_SCREENS.has(address.id))).toHaveLength(8);
  });

  it('every screen but the embeds refuses every frame, in both languages', async () => {
    const refused = ADDRESSES.filter((address) => !EMBED_SCREENS.has(address.id));
    expect(refused.length).toBeGreaterThan(200);
    const answers = await Promise.all(refused.map(async (address) => ({ path: address.path, headers: await headersOf(address.path) })));
    for (const { path, headers } of answers) {
      expect.soft(frameAncestors(headers), path).toBe("frame-ancestors 'none'");
      expect.soft(headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });

  it('each embed screen may be framed by any origin, with the rest of the policy unchanged', async () => {
    const embeds = ADDRESSES.filter((address) => EMBED_SCREENS.has(address.id));
    const strict = await headersOf('/');
    for (const address of embeds) {
      const headers = await headersOf(`${address.path}?theme=dark&size=compact`);
      expect(frameAncestors(headers), address.path).toBe('frame-ancestors *');
      expect(headers.get('x-frame-options'), address.path).toBeNull();
      const rest = (headers.get('content-security-policy') ?? '').replace(/frame-ancestors [^;]*/, '').replace(/'nonce-[^']*'/, '');
      expect(rest, address.path).toBe((strict.get('content-security-policy') ?? '').replace(/frame-ancestors [^;]*/, '').replace(/'nonce-[^']*'/, ''));
    }
  });

  it('the API, files and addresses that only look like embeds keep refusing frames', async () => {
    for (const path of ['/api/health', '/api/valid/7', '/insertar', '/insertar/torneos/7', '/en/embed/tournaments/x/results', '/en/embed', '/static/js/none.js']) {
      const headers = await headersOf(path);
      expect(frameAncestors(headers), path).toBe("frame-ancestors 'none'");
      expect(headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });
});

describe('an embed of records that do not belong together', () => {
  it('answers its page with 404 (still framable), and 200 for a phase of its own tournament', async () => {
    const owner = await createTestUser(t.database.db);
    const as = api(t.url, scoped(await makeCommunity(t.database.db), owner));
    const valid = await createValid(as);
    const other = await createValid(as);
    const phase = await createPhase(as, valid.id);
    const status = async (path: string) => {
      const response = await fetch(`${t.url}${path}`);
      await response.arrayBuffer();
      expect(frameAncestors(response.headers), path).toBe('frame-ancestors *');
      return response.status;
    };
    expect(await status(buildPath('embed-bracket', 'es', { validId: valid.id, phaseId: phase.id }))).toBe(200);
    expect(await status(buildPath('embed-groups', 'en', { validId: valid.id, phaseId: phase.id }))).toBe(200);
    expect(await status(buildPath('embed-results', 'en', { validId: valid.id }))).toBe(200);
    expect(await status(buildPath('embed-bracket', 'es', { validId: other.id, phaseId: phase.id }))).toBe(404);
    expect(await status(buildPath('embed-results', 'es', { validId: other.id + 100 }))).toBe(404);
    expect(await status(buildPath('embed-ranking', 'en', { rankingId: 1, rankingModalityId: 1 }))).toBe(404);
  });
});
