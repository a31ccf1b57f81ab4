import { beforeEach, describe, expect, it } from 'vitest';
import { notFoundHead, pageHead, matchRoute } from '@domain/routes';
import { PublicReadCache } from './api-cache-headers';
import { htmlEncoding, htmlForHead, pageWithScreen, ScreenCache, withFaces } from './web';

const INDEX = '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Torneos</title></head><body></body></html>';

describe('htmlForHead', () => {
  it('replaces the title with the page head and sets the language', () => {
    const match = matchRoute('/en/tournaments');
    if (!match) throw new Error('route missing');
    const html = htmlForHead(INDEX, pageHead(match, 'http://x.test'));
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Tournaments · Torneos</title>');
    expect(html).toContain('<link data-page-head rel="canonical" href="http://x.test/en/tournaments">');
    expect(html).not.toContain('<title>Torneos</title>');
  });

  it('adds the head when the template has no title', () => {
    const html = htmlForHead('<html lang="es"><head></head><body></body></html>', notFoundHead('es', 'http://x.test'));
    expect(html).toMatch(/<title>Página no encontrada · Torneos<\/title>[\s\S]*<\/head>/);
  });
});

describe('withFaces', () => {
  const template = '<!doctype html><html lang="es"><head></head><body><div id="root"></div></body></html>';

  it("marks the root of a browser that has had the platform's faces, and only with the cookie's own value", () => {
    expect(withFaces(template, '1')).toContain('<html lang="es" data-faces="">');
    for (const cookie of [undefined, '', '0', 'yes']) expect(withFaces(template, cookie)).toBe(template);
    // Marked before the screen goes in, the root keeps its mark beside the visitor's and the colours.
    expect(pageWithScreen(withFaces(template, '1'), { html: '', state: '{}', rootStyle: '--brand-primary:#14532d' }, false, true)).toContain(
      '<html lang="es" data-faces="" style="--brand-primary:#14532d" data-visitor="">',
    );
  });
});

describe('pageWithScreen', () => {
  const template = '<!doctype html><html lang="es"><head></head><body><div id="root"></div></body></html>';

  it("puts the screen in the root element, its state beside it and the community's colours on <html>", () => {
    const page = pageWithScreen(template, { html: '<main>Copa</main>', state: '{"locale":"es"}', rootStyle: '--brand-primary:#14532d;--brand-secondary:#facc15' });
    expect(page).toContain('<html lang="es" style="--brand-primary:#14532d;--brand-secondary:#facc15">');
    expect(page).toContain('<div id="root"><main>Copa</main></div><script type="application/json" id="server-state">{"locale":"es"}</script>');
    expect(page).not.toContain('data-late');
  });

  it('leaves <html> as it is without colours, escapes what could close the attribute, and marks a late page', () => {
    expect(pageWithScreen(template, { html: '', state: '{}' }, true)).toContain('<html lang="es"><head>');
    expect(pageWithScreen(template, { html: '', state: '{}' }, true)).toContain('data-late="true"');
    const hostile = pageWithScreen(template, { html: '', state: '{}', rootStyle: '--x:"><script>' });
    expect(hostile).not.toMatch(/data-(visitor|live)/);
    expect(hostile).toContain('style="--x:&#34;&#62;&#60;script&#62;"');
  });

  it('marks a page asked for by a visitor, and a screen that updates itself, so the browser knows when to start', () => {
    expect(pageWithScreen(template, { html: '', state: '{}' }, false, true)).toContain('id="server-state" data-visitor="true">');
    expect(pageWithScreen(template, { html: '', state: '{}' }, false, true)).toContain('<html lang="es" data-visitor="">');
    expect(pageWithScreen(template, { html: '', state: '{}' }, false, false)).toContain('<html lang="es">');
    expect(pageWithScreen(template, { html: '', state: '{}', live: true, community: 'liga-andina' }, true, true)).toContain('id="server-state" data-late="true" data-visitor="true" data-live="true" data-community="liga-andina">');
    // A live screen names the stream of its changes and when it was rendered.
    expect(pageWithScreen(template, { html: '', state: '{}', live: true, liveStream: 'live/phase/6', renderedAt: 1_700, community: 'liga-andina' }, false, true)).toContain(
      'data-visitor="true" data-live="true" data-live-stream="live/phase/6" data-rendered-at="1700" data-community="liga-andina">',
    );
  });

  it("moves the screen's leading preload hints ahead of the head's scripts and style sheet, and only those", () => {
    const withAssets = '<!doctype html><html lang="es"><head><title>T</title><script defer src="/static/js/a.js"></script><link href="/static/css/a.css" rel="stylesheet"></head><body><div id="root"></div></body></html>';
    const hints = '<link rel="preload" as="image" href="/communities/torneos/logo.svg"/><link rel="preload" as="image" href="/banners/table-tennis-1.svg" fetchPriority="high"/>';
    const page = pageWithScreen(withAssets, { html: `${hints}<div class="shell"><link rel="preload" as="image" href="/late.svg"/></div>`, state: '{}' });
    expect(page.indexOf('/banners/table-tennis-1.svg')).toBeLessThan(page.indexOf('/static/js/a.js'));
    expect(page.indexOf('/communities/torneos/logo.svg')).toBeLessThan(page.indexOf('/static/css/a.css'));
    expect(page).toContain('<div id="root"><div class="shell"><link rel="preload" as="image" href="/late.svg"/></div></div>');
    expect(page.match(/table-tennis-1\.svg/g)).toHaveLength(1);
  });
});

describe('htmlEncoding', () => {
  it('prefers brotli, falls back to gzip and honours a refusal', () => {
    expect(htmlEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(htmlEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(htmlEncoding('GZIP')).toBe('gzip');
    expect(htmlEncoding('identity')).toBeNull();
    expect(htmlEncoding(undefined)).toBeNull();
  });
});

describe('ScreenCache', () => {
  // The write clock screens are aged by: the public reads' own, as the server wires it.
  let writes: PublicReadCache;
  beforeEach(() => {
    writes = new PublicReadCache(2_000, 10, 1_000);
  });
  const page = (html: string) => ({ html, state: '{}' });

  function renders() {
    const finish: ((html: string) => void)[] = [];
    const render = () => new Promise<{ html: string; state: string } | null>((resolve) => finish.push((html) => resolve(page(html))));
    return { finish, render, count: () => finish.length };
  }
  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };

  it('reuses a rendered screen until it expires, forgets the oldest when full, and no longer calls one current after a write', () => {
    let now = 1_000;
    const cache = new ScreenCache(2_000, 2, writes, () => now);
    cache.set('a', page('<p>a</p>'));
    expect(cache.get('a')?.html).toBe('<p>a</p>');
    now += 2_000;
    expect(cache.get('a')).toBeNull();
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    cache.set('c', page('c'));
    expect(cache.get('a')).toBeNull();
    expect(cache.get('c')?.html).toBe('c');
    writes.changed();
    expect(cache.get('b')).toBeNull();
    expect(cache.get('c')).toBeNull();
  });

  it('renders a screen once for everyone asking meanwhile, and serves one past its time while it is rendered again', async () => {
    let now = 0;
    const cache = new ScreenCache(2_000, 10, writes, () => now);
    const { finish, render, count } = renders();
    const first = cache.obtain('k', render);
    const second = cache.obtain('k', render);
    expect(count()).toBe(1);
    finish[0]?.('one');
    expect(await first).toEqual({ page: page('one'), late: false });
    expect((await second)?.page.html).toBe('one');

    now = 2_500;
    expect((await cache.obtain('k', render))?.page.html).toBe('one');
    expect((await cache.obtain('k', render))?.page.html).toBe('one');
    expect(count()).toBe(2);
    finish[1]?.('two');
    await settle();
    expect((await cache.obtain('k', render))?.page.html).toBe('two');

    // Too late (over twice its time): not served, the visitor waits for the rendering.
    now = 10_000;
    const stale = cache.obtain('k', render);
    finish[2]?.('newest');
    expect((await stale)?.page.html).toBe('newest');
  });

  it('after a write, a signed-in visitor waits for a new rendering while others get the kept one marked late', async () => {
    let now = 0;
    const cache = new ScreenCache(2_000, 10, writes, () => now);
    const { finish, render, count } = renders();
    const first = cache.obtain('k', render);
    finish[0]?.('before');
    await first;

    now = 100;
    writes.changed();
    const signedIn = cache.obtain('k', render, { fresh: true });
    expect(count()).toBe(2);
    // A visitor meanwhile: the kept screen at once, marked late; no third rendering, one is running.
    expect(await cache.obtain('k', render)).toEqual({ page: page('before'), late: true });
    expect(count()).toBe(2);
    finish[1]?.('after');
    expect(await signedIn).toEqual({ page: page('after'), late: false });
    await settle();
    expect(await cache.obtain('k', render)).toEqual({ page: page('after'), late: false });
  });

  it('ages a screen by the tables it was read from: a write elsewhere leaves it current, one of its tables makes it late', async () => {
    const now = 0;
    const cache = new ScreenCache(2_000, 10, writes, () => now, 2_000, 500);
    let renders = 0;
    const render = async () => {
      renders += 1;
      return { html: `render ${renders}`, state: '{}', readFrom: new Set(['valids', 'communities']) };
    };
    expect((await cache.obtain('k', render))?.page.html).toBe('render 1');
    writes.written(new Set(['clubs']));
    expect(await cache.obtain('k', render, { fresh: true })).toMatchObject({ page: { html: 'render 1' }, late: false });
    writes.written(new Set(['valids']));
    expect(cache.get('k')).toBeNull();
    // Whoever saved it waits for a rendering that shows it; anyone else meanwhile gets the kept one, marked late.
    expect(await cache.obtain('k', render, { fresh: true })).toMatchObject({ page: { html: 'render 2' }, late: false });
    writes.written('everything');
    expect(await cache.obtain('k', render)).toMatchObject({ page: { html: 'render 2' }, late: true });
    // Rendered less than an interval ago: not rendered again yet.
    expect(renders).toBe(2);
  });

  it('under a stream of writes, renders a busy screen again at most once per interval and never serves one rendered too long ago', async () => {
    let now = 0;
    const cache = new ScreenCache(2_000, 10, writes, () => now, 2_000, 500);
    const { finish, render, count } = renders();
    const first = cache.obtain('k', render);
    finish[0]?.('r0');
    await first;
    // A write every 20 ms for a second, a visitor every 10 ms.
    const served: boolean[] = [];
    for (now = 10; now <= 1_000; now += 10) {
      if (now % 20 === 0) writes.changed();
      const started = count();
      const obtained = await cache.obtain('k', render);
      served.push(obtained?.late ?? false);
      // A rendering started by this visit ends before the next visit.
      if (count() > started) finish[count() - 1]?.(`r${now}`);
      await settle();
    }
    // Nobody waited (a wait would never end here); renderings at 0, 500 and 1,000 ms, not one per write, and
    // every visit after a write was told its screen is late.
    expect(count()).toBe(3);
    expect(served.filter(Boolean).length).toBeGreaterThanOrEqual(95);

    // Nothing rendered for longer than `lateMs`: the visitor waits.
    now = 5_000;
    writes.changed();
    const waited = cache.obtain('k', render);
    expect(count()).toBeGreaterThan(1);
    finish[count() - 1]?.('fresh');
    expect(await waited).toEqual({ page: page('fresh'), late: false });
  });

  it('keeps a rendering that started before a write, as late, but never over one started later', async () => {
    let now = 0;
    const cache = new ScreenCache(2_000, 10, writes, () => now);
    const { finish, render } = renders();
    const older = cache.obtain('k', render);
    now = 50;
    writes.changed();
    const newer = cache.obtain('k', render, { fresh: true });
    finish[1]?.('newer');
    finish[0]?.('older');
    expect((await older)?.page.html).toBe('older');
    expect((await newer)?.page.html).toBe('newer');
    await settle();
    expect(cache.get('k')?.html).toBe('newer');
  });
});
