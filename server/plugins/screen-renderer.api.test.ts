// @vitest-environment node
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { makeWebDist, type WebDist } from '../test/web-dist';

/**
 * A stand-in for the build's server-rendering bundle: it says which thread rendered, reads from the API as the real
 * one does, and on request fails, stops its thread, or holds its thread until a file appears.
 */
const BUNDLE = `
import { existsSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';

export async function renderScreen(input) {
  const url = new URL(input.url, input.apiOrigin);
  if (url.pathname !== '/torneos') return null;
  const mode = url.searchParams.get('mode') ?? 'plain';
  if (mode === 'throw') throw new Error('the screen failed');
  if (mode === 'exit') process.exit(3);
  if (mode === 'spin') for (;;) {}
  if (mode === 'hold') {
    writeFileSync(url.searchParams.get('started'), '');
    const until = Date.now() + 20000;
    while (!existsSync(url.searchParams.get('release')) && Date.now() < until) {}
    writeFileSync(url.searchParams.get('started') + '.done', '');
  }
  const health = await fetch(input.apiOrigin + '/api/health');
  const state = JSON.stringify({ thread: threadId, api: health.status });
  const html = '<main><h1>Torneos ' + mode + '</h1><p>space ' + (input.community ?? 'none') + '</p></main>';
  return { state, rootStyle: '--brand: #123456', pipe: (destination) => destination.end(html) };
}
`;

let web: WebDist;
let dist: string;

beforeAll(async () => {
  web = await makeWebDist('web-render', { renderer: BUNDLE });
  dist = web.dir;
});
afterAll(async () => {
  await web.remove();
});

/** The stand-in's state in the page: the thread that rendered it and the status of its API read. */
function stateOf(html: string): { thread: number; api: number } | null {
  const json = /<script type="application\/json" id="server-state"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  if (json === undefined) return null;
  const state: unknown = JSON.parse(json);
  if (typeof state !== 'object' || state === null || !('thread' in state) || !('api' in state)) throw new Error(`not the stand-in's state: ${json}`);
  return { thread: Number(state.thread), api: Number(state.api) };
}

async function page(t: TestApp, pathname: string, cookie?: string) {
  const response = await fetch(`${t.url}${pathname}`, { headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });
  return { status: response.status, html: await response.text() };
}

describe('public screens rendered on a thread of their own (RENDER_THREAD=worker, the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
  });

  it('puts the screen the rendering thread made, its state and its root style into the page', async () => {
    const res = await page(t, '/torneos');
    expect(res.status).toBe(200);
    expect(res.html).toContain('<div id="root"><main><h1>Torneos plain</h1><p>space none</p></main></div>');
    const state = stateOf(res.html);
    expect(state?.api).toBe(200);
    expect(state?.thread).not.toBe(threadId);
    // Asked for without a session: the page is also marked as a visitor's.
    expect(res.html).toMatch(/<html lang="es" style="--brand: #123456" data-visitor="">/);
  });

  it('keeps answering the API while a screen takes its thread', async () => {
    const started = path.join(dist, 'started');
    const release = path.join(dist, 'release');
    const held = page(t, `/torneos?mode=hold&started=${encodeURIComponent(started)}&release=${encodeURIComponent(release)}`);
    await expect.poll(() => existsSync(started), { timeout: 10_000 }).toBe(true);
    const health = await fetch(`${t.url}/api/health`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${t.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    // The screen's thread is still held: those answers did not wait for it.
    expect(existsSync(`${started}.done`)).toBe(false);
    await writeFile(release, '');
    const res = await held;
    expect(res.html).toContain('<h1>Torneos hold</h1>');
  });

  it('sends the page for the browser to render when the screen fails, or when its thread stops, and renders the next one on a new thread', async () => {
    const first = stateOf((await page(t, '/torneos?before=exit')).html)?.thread;
    expect(first).toBeGreaterThan(0);
    const failed = await page(t, '/torneos?mode=throw');
    expect(failed.status).toBe(200);
    expect(failed.html).toContain('<div id="root"></div>');
    expect(stateOf(failed.html)).toBeNull();
    const stopped = await page(t, '/torneos?mode=exit');
    expect(stopped.status).toBe(200);
    expect(stopped.html).toContain('<div id="root"></div>');
    const next = await page(t, '/torneos?after=exit');
    expect(next.html).toContain('<h1>Torneos plain</h1>');
    const thread = stateOf(next.html)?.thread;
    expect(thread).not.toBe(first);
    expect(thread).not.toBe(threadId);
  });

  it("renders the space the visitor's cookie remembers, keeps each space's page apart, and ignores a malformed name", async () => {
    // Asked for at once, so the second would be served the first's kept page if the space were not part of its key.
    const [andina, barrio, none, malformed] = await Promise.all([
      page(t, '/torneos?spaces', 'community=liga-andina'),
      page(t, '/torneos?spaces', 'community=futbol-barrio'),
      page(t, '/torneos?spaces'),
      page(t, '/torneos?spaces', 'community=..%2Fetc'),
    ]);
    expect(andina.html).toContain('<p>space liga-andina</p>');
    expect(barrio.html).toContain('<p>space futbol-barrio</p>');
    expect(none.html).toContain('<p>space none</p>');
    expect(malformed.html).toContain('<p>space none</p>');
  });

  it('remembers a space asked for in the address in the cookie, with no script needed', async () => {
    const asked = await fetch(`${t.url}/torneos?community=Liga-Andina`, { headers: { 'accept-encoding': 'identity' } });
    expect(asked.headers.get('set-cookie')).toMatch(/^community=liga-andina; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    const again = await fetch(`${t.url}/torneos?community=liga-andina`, { headers: { 'accept-encoding': 'identity', cookie: 'community=liga-andina' } });
    expect(again.headers.get('set-cookie')).toBeNull();
    const malformed = await fetch(`${t.url}/torneos?community=%3Cx%3E`, { headers: { 'accept-encoding': 'identity' } });
    expect(malformed.headers.get('set-cookie')).toBeNull();
  });

  it('leaves addresses the bundle does not render to the browser', async () => {
    const res = await page(t, '/rankings');
    expect(res.status).toBe(200);
    expect(res.html).toContain('<div id="root"></div>');
  });
});

describe('a screen that takes too long (RENDER_TIMEOUT_MS)', () => {
  it('is left to the browser, and the thread it holds is replaced for the next screen', async () => {
    const t = await startTestApp({ WEB_DIST_DIR: dist, RENDER_TIMEOUT_MS: '300' });
    try {
      const first = stateOf((await page(t, '/torneos?before=spin')).html)?.thread;
      const stuck = await page(t, '/torneos?mode=spin');
      expect(stuck.status).toBe(200);
      expect(stuck.html).toContain('<div id="root"></div>');
      const next = await page(t, '/torneos?after=spin');
      expect(next.html).toContain('<h1>Torneos plain</h1>');
      expect(stateOf(next.html)?.thread).not.toBe(first);
    } finally {
      await t.close();
    }
  });
});

describe('public screens rendered on the HTTP thread (RENDER_THREAD=main)', () => {
  it('renders the same screen there', async () => {
    const t = await startTestApp({ WEB_DIST_DIR: dist, RENDER_THREAD: 'main' });
    try {
      const res = await page(t, '/torneos');
      expect(res.html).toContain('<div id="root"><main><h1>Torneos plain</h1><p>space none</p></main></div>');
      expect(stateOf(res.html)).toEqual({ thread: threadId, api: 200 });
    } finally {
      await t.close();
    }
  });
});

describe('a rendering thread still loading its bundle', () => {
  it('holds up neither the start nor the API: only a page waits for it, and is rendered once it is ready', async () => {
    const release = path.join(web.dir, 'slow-release');
    const slow = await makeWebDist('web-render-slow', {
      renderer: `import { existsSync } from 'node:fs';
const until = Date.now() + 20000;
while (!existsSync(${JSON.stringify(release)}) && Date.now() < until) {}
export async function renderScreen() {
  return { state: '{}', rootStyle: '', pipe: (destination) => destination.end('<main>ready</main>') };
}
`,
    });
    const started = performance.now();
    const t = await startTestApp({ WEB_DIST_DIR: slow.dir });
    try {
      expect(performance.now() - started).toBeLessThan(15_000);
      expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
      const waiting = page(t, '/torneos');
      await writeFile(release, '');
      const res = await waiting;
      expect(res.status).toBe(200);
      expect(res.html).toContain('<div id="root"><main>ready</main></div>');
    } finally {
      await t.close();
      await slow.remove();
    }
  }, 30_000);
});
