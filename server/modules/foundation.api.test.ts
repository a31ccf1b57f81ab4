// @vitest-environment node
import { request as request_ } from 'node:http';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, startTestApp, type TestApp } from '../test/test-app';
import { makeWebDist } from '../test/web-dist';
import { observatoryScore } from '../test/observatory';
import { solvedCaptcha } from './auth/auth.test-support';
import { seedDemoIfEmpty } from '../db/seed/demo';
import { MODALITIES, SPORTS, GENRES } from '@domain/catalog';
import { modalities, sports, genres } from '../db/schema';

/** A request fetch will not send (a method Node's parser does not know), over a connection of its own. */
function rawRequest(base: string, method: string, path: string): Promise<{ status: number; text: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const request = request_({ host: url.hostname, port: url.port, method, path, agent: false }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end();
  });
}

type ErrorBody = { error: { message: string; status: number; code: string; fields?: { field: string; message: string }[] } };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_COST: '200', AUTH_RATE_LIMIT_MAX: '50' });
});
afterAll(async () => {
  await t.close();
});

describe('health', () => {
  it('reports the database it talks to', async () => {
    const res = await http<{ data: { status: string; database: { kind: string; version: string } } }>(t.url, '/api/health');
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('ok');
    expect(res.body.data.database.kind).toBe(process.env.API_TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(res.body.data.database.version).toMatch(/^\d+/);
  });
});

describe('reference tables', () => {
  it('are filled by migration with the catalogue labels', async () => {
    const db = t.database.db;
    const sportRows = await db.select().from(sports).orderBy(sports.id);
    expect(sportRows.map((s) => [s.id, s.labelEs, s.labelEn])).toEqual(SPORTS.map((s) => [s.id, s.label.es, s.label.en]));
    const modalityRows = await db.select().from(modalities).orderBy(modalities.id);
    expect(modalityRows.map((m) => [m.id, m.segment, m.labels])).toEqual(MODALITIES.map((m) => [m.id, m.segment, m.labels]));
    const genreRows = await db.select().from(genres).orderBy(genres.id);
    expect(genreRows.map((g) => g.labelEs)).toEqual(GENRES.map((g) => g.label.es));
  });
});

describe('error envelope', () => {
  it('answers unknown API routes with a 404 envelope that does not repeat the address', async () => {
    const res = await http<ErrorBody>(t.url, '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Ruta no encontrada' });
    const wrongMethod = await http<ErrorBody>(t.url, '/api/health', { method: 'PATCH' });
    expect(wrongMethod.body.error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('answers a path parameter over 100 characters with 414 in the envelope, without echoing it', async () => {
    const long = 'x'.repeat(150);
    const res = await http<ErrorBody>(t.url, `/api/place/${long}`);
    expect(res.status).toBe(414);
    expect(res.body.error).toEqual({ status: 414, code: 'URI_TOO_LONG', message: 'Un segmento de la dirección es demasiado largo' });
  });

  it('answers a malformed URL encoding with 400 in the envelope, without echoing it', async () => {
    const res = await http<ErrorBody>(t.url, '/api/place/%zz-marker');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ status: 400, code: 'BAD_URL' });
    expect(JSON.stringify(res.body)).not.toContain('marker');
  });

  it('answers an unsupported content type with 415 in the envelope', async () => {
    const res = await http<ErrorBody>(t.url, '/api/contact', { raw: '<contact/>', headers: { 'content-type': 'application/xml' } });
    expect(res.status).toBe(415);
    expect(res.body.error).toEqual({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Tipo de contenido no admitido: envía JSON' });
  });

  it('answers a request the HTTP parser refuses (an unknown method) with 400 in the envelope', async () => {
    const { status, text } = await rawRequest(t.url, 'FOO', '/api/health');
    expect(status).toBe(400);
    expect(JSON.parse(text)).toEqual({ error: { status: 400, code: 'BAD_REQUEST', message: 'La petición no se puede leer' } });
  });

  it('rejects invalid JSON with 400, never 500', async () => {
    const res = await http<ErrorBody>(t.url, '/api/contact', { raw: '{"name": "Ana", ' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(res.body.error.fields?.[0]?.field).toBe('body');
  });

  it('rejects a 1 MB junk body without a 500', async () => {
    const junk = 'x'.repeat(1_100_000);
    const res = await http<ErrorBody>(t.url, '/api/contact', { raw: junk });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error.status).toBe(res.status);
  });

  it('rejects junk JSON just under the limit with 400', async () => {
    const res = await http<ErrorBody>(t.url, '/api/contact', { raw: `{"a":"${'y'.repeat(900_000)}` });
    expect(res.status).toBe(400);
  });
});

describe('contact', () => {
  const valid = { name: 'Ana Pérez', email: 'ana@example.org', subject: 'Liga juvenil', message: 'Queremos organizar una liga de 12 clubes.' };

  it('stores a valid message and mails it to the team', async () => {
    const res = await http<{ data: { id: number; receivedAt: string } }>(t.url, '/api/contact', { body: { ...valid, recaptcha: await solvedCaptcha(t.url) } });
    expect(res.status).toBe(201);
    expect(res.body.data.id).toBeGreaterThan(0);
    expect(res.body.data.receivedAt).toMatch(/\.\d{3}Z$/);
  });

  it('asks for the captcha, as sign-in does, and takes each solution once', async () => {
    const { contactMessages } = await import('../db/schema');
    const before = (await t.database.db.select().from(contactMessages)).length;
    const missing = await http<ErrorBody>(t.url, '/api/contact', { body: valid });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Captcha no válido');
    const recaptcha = await solvedCaptcha(t.url);
    expect((await http(t.url, '/api/contact', { body: { ...valid, recaptcha } })).status).toBe(201);
    expect((await http(t.url, '/api/contact', { body: { ...valid, recaptcha } })).status).toBe(400);
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before + 1);
  });

  it('names each bad field in Spanish by default', async () => {
    const res = await http<ErrorBody>(t.url, '/api/contact', { body: { ...valid, email: 'not-an-email', name: 42, subject: 'x'.repeat(161), message: 'corto' } });
    expect(res.status).toBe(400);
    const fields = Object.fromEntries((res.body.error.fields ?? []).map((f) => [f.field, f.message]));
    expect(fields['body.email']).toBe('Escribe un correo electrónico válido');
    expect(fields['body.name']).toBe('Debe ser un texto');
    // A limit is named in the message, not only enforced.
    expect(fields['body.subject']).toBe('Máximo 160 caracteres');
    expect(fields['body.message']).toBe('Mínimo 10 caracteres');
    // The sentence a person may read says what is wrong, without the fields' internal names.
    expect(res.body.error.message).toContain('Escribe un correo electrónico válido');
    expect(res.body.error.message).not.toMatch(/body\./);
  });

  it('answers in English when asked', async () => {
    const res = await http<ErrorBody>(t.url, '/api/contact', { body: { ...valid, email: 'nope' }, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(res.body.error.fields).toEqual([{ field: 'body.email', message: 'Enter a valid email address' }]);
  });

  it('writes nothing when the input is rejected', async () => {
    const { contactMessages } = await import('../db/schema');
    const before = (await t.database.db.select().from(contactMessages)).length;
    const nul = await http<ErrorBody>(t.url, '/api/contact', { body: { ...valid, subject: 'Liga\u0000juvenil' } });
    expect(nul.status).toBe(400);
    expect(nul.body.error.fields).toEqual([{ field: 'body.subject', message: 'Quita los caracteres invisibles o de control del texto' }]);
    await http(t.url, '/api/contact', { body: { ...valid, message: 'short' } });
    const after = (await t.database.db.select().from(contactMessages)).length;
    expect(after).toBe(before);
  });
});

describe('communities', () => {
  it('finds a community by domain and falls back to the default one', async () => {
    await seedDemoIfEmpty(t.database.db);
    const andina = await http<{ data: { domain: string; lookAndFeel: { primary: string } } }>(t.url, '/api/communities/liga-andina');
    expect(andina.status).toBe(200);
    expect(andina.body.data.domain).toBe('liga-andina');
    const byHost = await http<{ data: { domain: string } }>(t.url, '/api/communities/liga-andina.torneos.example');
    expect(byHost.body.data.domain).toBe('liga-andina');
    const unknown = await http<{ data: { isDefault: boolean } }>(t.url, '/api/communities/localhost');
    expect(unknown.body.data.isDefault).toBe(true);
  });

  it('refuses a NUL character in the domain it looks up with 400, never 500', async () => {
    const res = await http<ErrorBody>(t.url, '/api/communities/liga%00andina');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([{ field: 'params.name', message: 'Quita los caracteres invisibles o de control del texto' }]);
  });

  it('seeds the demo only once', async () => {
    expect(await seedDemoIfEmpty(t.database.db)).toBe(false);
  });
});

describe('docs', () => {
  it('serves the OpenAPI description', async () => {
    const res = await http<{ openapi: string; paths: Record<string, unknown> }>(t.url, '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toContain('/api/contact');
  });
});

describe('security headers', () => {
  it('allow no style or script from other origins and switch off unused browser features', async () => {
    const res = await fetch(`${t.url}/api/health`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const directive = (name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('default-src')).toBe("default-src 'none'");
    expect(directive('style-src')).toBe("style-src 'self'");
    // Inline style attributes only: no inline style element or stylesheet from elsewhere.
    expect(directive('style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
    expect(directive('style-src-elem')).toBe('');
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('frame-src')).toBe("frame-src 'self' https://www.youtube-nocookie.com");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    // Preloading is a promise to browsers about every subdomain, hard to take back: only when asked for (HSTS_PRELOAD).
    expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const missing = await fetch(`${t.url}/api/nothing-here`);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('behind TLS, the home page scores 125 under the Mozilla Observatory rules', async () => {
    // The page as the build emits it: every script of the platform's own; the server adds their integrity hashes.
    const script = 'console.log("torneos");';
    const dist = await makeWebDist('observatory', {
      files: {
        'static/js/index.js': script,
        'index.html': '<!doctype html><html lang="es"><head><title>Torneos</title><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>',
      },
    });
    const secure = await startTestApp({ PUBLIC_URL: 'https://torneos.example', TRUST_PROXY: 'true', WEB_DIST_DIR: dist.dir });
    try {
      const res = await fetch(`${secure.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`integrity="sha384-${createHash('sha384').update(script).digest('base64')}"`);
      // Each answer lets in its own injected styles by a fresh nonce, which the page reads from a meta element.
      const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(html)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(res.headers.get('content-security-policy')).toContain(`style-src 'self' 'nonce-${nonce}'`);
      const again = await (await fetch(`${secure.url}/`, { headers: { 'x-forwarded-proto': 'https' } })).text();
      expect(again).not.toContain(`content="${nonce}"`);
      const result = observatoryScore(res.headers, html, 'https://torneos.example');
      expect(result.tests).toMatchObject({
        'content-security-policy': { result: 'csp-implemented-with-no-unsafe-default-src-none' },
        'referrer-policy': { result: 'referrer-policy-private' },
        'x-frame-options': { result: 'x-frame-options-implemented-via-csp' },
        'subresource-integrity': { result: 'sri-implemented-and-all-scripts-loaded-securely' },
      });
      expect(result.score).toBe(125);
    } finally {
      await secure.close();
      await dist.remove();
    }
  });

  it('scores a page with inline scripts or styles allowed below the bar', () => {
    const loose = new Headers({
      'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'",
      'strict-transport-security': 'max-age=63072000',
      'x-content-type-options': 'nosniff',
    });
    const result = observatoryScore(loose, '<script src="/a.js"></script>', 'https://torneos.example');
    expect(result.tests['content-security-policy']?.result).toBe('csp-implemented-with-unsafe-inline');
    expect(result.score).toBeLessThan(100);
    const styleOnly = new Headers({ 'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'", 'strict-transport-security': 'max-age=63072000', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
    expect(observatoryScore(styleOnly, '<script src="/a.js" integrity="sha384-A"></script>', 'https://torneos.example').score).toBe(115);
  });

  it('behind TLS, sends a plain-http request to the https address, and asks for HSTS preloading when told to', async () => {
    const secure = await startTestApp({ PUBLIC_URL: 'https://torneos.example', TRUST_PROXY: 'true', HSTS_PRELOAD: 'true' });
    try {
      const plain = await fetch(`${secure.url}/api/health?x=1`, { headers: { 'x-forwarded-proto': 'http' }, redirect: 'manual' });
      expect(plain.status).toBe(301);
      expect(plain.headers.get('location')).toBe('https://torneos.example/api/health?x=1');
      const tls = await fetch(`${secure.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.status).toBe(200);
      expect(tls.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
      expect(tls.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
    } finally {
      await secure.close();
    }
  });
});
