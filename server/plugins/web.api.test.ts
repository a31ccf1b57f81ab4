// @vitest-environment node
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { makeWebDist, type WebDist } from '../test/web-dist';
import { seedDemoIfEmpty } from '../db/seed/demo';
import { clubs, organizers, persons, phases } from '../db/schema';

const ORIGIN = 'https://torneos.example';
const ASSET = `export const teams = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Equipo ${i}`))};\n`;

let t: TestApp;
let dist: WebDist;

beforeAll(async () => {
  dist = await makeWebDist('web-dist', { files: { 'static/js/app.js': ASSET, 'static/js/app.js.br': brotliCompressSync(ASSET) } });
  t = await startTestApp({ WEB_DIST_DIR: dist.dir, PUBLIC_URL: ORIGIN });
});
afterAll(async () => {
  await t.close();
  await dist.remove();
});

async function page(pathname: string) {
  const response = await fetch(`${t.url}${pathname}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), type: response.headers.get('content-type'), html: await response.text() };
}

function tag(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

describe('pages served by the API server', () => {
  it('sends the build’s brotli copy of an asset and compresses pages, only for browsers that accept it', async () => {
    const asset = await fetch(`${t.url}/static/js/app.js`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await asset.text()).toBe(ASSET);
    const gzipPage = await fetch(`${t.url}/rankings`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipPage.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipPage.text()).toContain('<title>Rankings · Torneos</title>');
    const plainPage = await fetch(`${t.url}/rankings`, { headers: { 'accept-encoding': 'identity' } });
    expect(plainPage.headers.get('content-encoding')).toBeNull();
    expect(await plainPage.text()).toContain('<title>Rankings · Torneos</title>');
    const plainAsset = await fetch(`${t.url}/static/js/app.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plainAsset.headers.get('content-encoding')).toBeNull();
    expect(await plainAsset.text()).toBe(ASSET);
  });

  it('gives a Spanish public route its own title, description, image and canonical', async () => {
    const res = await page('/rankings');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/html/);
    expect(tag(res.html, /<html lang="(\w+)"/)).toBe('es');
    expect(tag(res.html, /<title>([^<]*)<\/title>/)).toBe('Rankings · Torneos');
    expect(tag(res.html, /name="description" content="([^"]*)"/)).toBe('Rankings de la comunidad por modalidad, género y categoría.');
    expect(tag(res.html, /property="og:image" content="([^"]*)"/)).toBe(`${ORIGIN}/og/default.png`);
    expect(tag(res.html, /rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/rankings`);
    expect(tag(res.html, /hreflang="en" href="([^"]*)"/)).toBe(`${ORIGIN}/en/rankings`);
    expect(res.html.match(/<title>/g)).toHaveLength(1);
  });

  it('answers the English twin in English', async () => {
    const res = await page('/en/contact-us?from=footer');
    expect(res.status).toBe(200);
    expect(tag(res.html, /<html lang="(\w+)"/)).toBe('en');
    expect(tag(res.html, /<title>([^<]*)<\/title>/)).toBe('Contact us · Torneos');
    expect(tag(res.html, /property="og:description" content="([^"]*)"/)).toBe('Write to us to set up your league, ask for help or share an idea.');
    expect(tag(res.html, /rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/en/contact-us`);
    expect(tag(res.html, /hreflang="es" href="([^"]*)"/)).toBe(`${ORIGIN}/contactanos`);
  });

  it('sends a tournament path without its tab to the first tab, keeping the query', async () => {
    expect(await page('/torneos/5?community=liga-andina')).toMatchObject({ status: 302, location: '/torneos/5/info?community=liga-andina' });
    expect(await page('/en/tournaments/5/phases/7')).toMatchObject({ status: 302, location: '/en/tournaments/5/phases/7/info' });
  });

  it.each(['/no-existe', '/en/torneos', '/torneos/abc/info', '/rankings/3/modalidades'])('answers %s with 404 and the web app', async (pathname) => {
    const res = await page(pathname);
    expect(res.status).toBe(404);
    expect(res.html).toContain('<div id="root">');
    expect(res.html).toContain('name="robots" content="noindex"');
  });

  // Seeding the demo takes most of this test, and long on a busy machine.
  it('answers a detail address whose record does not exist with 404 and the not-found head', async () => {
    await seedDemoIfEmpty(t.database.db);
    const { db } = t.database;
    const [club] = await db.select({ id: clubs.id }).from(clubs).limit(1);
    const [person] = await db.select({ id: persons.id }).from(persons).limit(1);
    const [organizer] = await db.select({ slug: organizers.slug }).from(organizers).limit(1);
    const [phase] = await db.select({ id: phases.id, validId: phases.validId }).from(phases).limit(1);
    for (const present of [`/clubs/${club?.id}`, `/en/players/${person?.id}`, `/organizadores/${organizer?.slug}`, `/torneos/${phase?.validId}/fases/${phase?.id}/info`, `/torneos/${phase?.validId}/fases/${phase?.id}/imprimir/llaves`, `/en/tournaments/${phase?.validId}/print/order-of-play`]) {
      expect((await page(present)).status, present).toBe(200);
    }
    for (const missing of ['/clubs/999999', '/en/players/999999', '/jugadores/99999999999', '/organizadores/nadie-aqui', '/torneos/999999/info', `/torneos/${phase?.validId}/fases/999999/info`, '/torneos/999999/imprimir/posiciones', `/torneos/${phase?.validId}/imprimir/no-existe`, `/en/tournaments/${phase?.validId}/phases/${phase?.id}/print/positions`]) {
      const res = await page(missing);
      expect(res.status, missing).toBe(404);
      expect(tag(res.html, /name="robots" content="([^"]*)"/), missing).toBe('noindex');
    }
  }, 120_000);

  it('answers a missing file (an old asset) with a plain 404, not the web app', async () => {
    const res = await page('/static/js/gone.1234.js');
    expect(res.status).toBe(404);
    expect(res.html).not.toContain('<div id="root">');
  });

  it('keeps JSON 404s under /api', async () => {
    const res = await page('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.html)).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
