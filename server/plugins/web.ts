import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { localeOfPath, matchRoute, matchTabPrefix, notFoundHead, pageHead, renderHeadHtml, twinOfMatch, type PageHead, type RouteMatch } from '@domain/routes';
import { sendApiNotFound } from './errors';

export interface WebOptions {
  distDir: string;
  /** Whether the records a screen's address names exist; a missing one makes the page a 404. */
  recordsExist?: (match: RouteMatch) => Promise<boolean>;
}

/** index.html with the page's language and head, so link previews and crawlers need no JavaScript. */
export function htmlForHead(indexHtml: string, head: PageHead): string {
  const withLang = indexHtml.replace(/<html([^>]*?)\slang="[^"]*"/, `<html$1 lang="${head.locale}"`);
  const tags = renderHeadHtml(head);
  if (/<title>[\s\S]*?<\/title>/.test(withLang)) return withLang.replace(/<title>[\s\S]*?<\/title>/, tags);
  return withLang.replace('</head>', `    ${tags}\n  </head>`);
}

/**
 * Allows the page's own injected style elements (dialogs lock the page's scroll with one) by a nonce fresh for
 * each answer: the policy lists it for styles only, and the page reads it from a meta element to stamp those
 * elements. Scripts stay limited to the platform's files.
 */
export function withStyleNonce(html: string, policy: string, nonce: string): { html: string; policy: string } {
  const meta = `<meta name="csp-nonce" content="${nonce}" />`;
  return {
    html: html.replace('</head>', `  ${meta}\n  </head>`),
    policy: /style-src [^;]*/.test(policy) ? policy.replace(/style-src ([^;]*)/, `style-src $1 'nonce-${nonce}'`) : policy,
  };
}

/**
 * Adds a subresource integrity hash to every script index.html loads from the build, so a tampered file on a
 * cache or proxy is refused by the browser. Only the page's own scripts: the chunks loaded later come from the same
 * origin and would need a map of every hash in the first script.
 */
export async function withScriptIntegrity(indexHtml: string, root: string): Promise<string> {
  const tags = [...indexHtml.matchAll(/<script\b[^>]*\bsrc="(\/[^"/][^"]*)"[^>]*>/g)];
  let html = indexHtml;
  for (const [tag, src] of tags) {
    if (!src || /\bintegrity=/.test(tag)) continue;
    const file = path.resolve(root, `.${src.split('?')[0] ?? ''}`);
    if (!file.startsWith(root + path.sep) || !existsSync(file)) continue;
    const digest = createHash('sha384').update(await readFile(file)).digest('base64');
    html = html.replace(tag, tag.replace(/<script\b/, `<script integrity="sha384-${digest}"`));
  }
  return html;
}

/** The server-rendering bundle the build writes to dist/server (src/app/entrypoint/server.tsx). */
interface ScreenRenderer {
  renderScreen(input: { url: string; hostname: string; apiOrigin: string }): Promise<{ state: string; pipe: (destination: Writable) => void } | null>;
}

const ROOT_ELEMENT = '<div id="root"></div>';
export const SERVER_STATE_ID = 'server-state';

function isScreenRenderer(value: unknown): value is ScreenRenderer {
  return typeof value === 'object' && value !== null && 'renderScreen' in value && typeof value.renderScreen === 'function';
}

/** The built renderer, or null without one (API tests run with no build): pages are then rendered in the browser. */
async function loadRenderer(root: string): Promise<ScreenRenderer | null> {
  const entry = path.join(root, 'server', 'index.js');
  if (!existsSync(entry)) return null;
  const module: unknown = await import(pathToFileURL(entry).href);
  return isScreenRenderer(module) ? module : null;
}

async function loadRendererOrNone(app: FastifyInstance, root: string): Promise<ScreenRenderer | null> {
  try {
    return await loadRenderer(root);
  } catch (error) {
    app.log.error({ err: error }, 'the server-rendering bundle does not load; pages are rendered in the browser');
    return null;
  }
}

/** The address this server's own API answers on, for the renderer's data requests. */
function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') return app.deps.config.PUBLIC_URL;
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * index.html around the rendered screen, streamed: the head and the start of the body go out at once, React's
 * HTML follows, then the state the browser hydrates from as a non-executable JSON element (the CSP forbids
 * inline scripts).
 */
function streamScreen(html: string, screen: { state: string; pipe: (destination: Writable) => void }): PassThrough {
  const at = html.indexOf(ROOT_ELEMENT);
  const before = html.slice(0, at) + '<div id="root">';
  const after = `</div><script type="application/json" id="${SERVER_STATE_ID}">${screen.state}</script>` + html.slice(at + ROOT_ELEMENT.length);
  const body = new PassThrough();
  body.write(before);
  const react = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      body.write(chunk);
      done();
    },
    final(done) {
      body.end(after);
      done();
    },
  });
  screen.pipe(react);
  return body;
}

/**
 * Serves the built web app: hashed assets from disk, and index.html for the screens of the route table, with
 * that screen's head. A path without its tab is redirected to the first tab; any other path gets index.html
 * with status 404 (the web app shows its not-found screen). Paths under /api never fall back.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions) {
  const root = path.resolve(options.distDir);
  const indexFile = path.join(root, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The server-rendering bundle sits in the build folder but is never sent to browsers.
      allowedPath: (pathName) => !pathName.startsWith('/server/'),
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}static${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const origin = app.deps.config.PUBLIC_URL;
  let indexHtml: string | null = null;
  const renderer = hasWeb ? await loadRendererOrNone(app, root) : null;
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', query] = request.url.split('?');
    // API paths and missing files (a name with an extension, e.g. an old asset) get a plain 404, never the app.
    const isFile = /\.[a-z0-9]+$/i.test(pathname);
    if (pathname === '/api' || pathname.startsWith('/api/') || isFile || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendApiNotFound(request, reply);
    }
    const tabless = matchRoute(pathname) ? null : matchTabPrefix(pathname);
    if (tabless) return reply.redirect(`${twinOfMatch(tabless, tabless.locale)}${query ? `?${query}` : ''}`, 302);
    indexHtml ??= await withScriptIntegrity(await readFile(indexFile, 'utf8'), root);
    const matched = matchRoute(pathname);
    // A detail address whose record does not exist is as missing as an unknown address.
    const match = matched && (!options.recordsExist || (await options.recordsExist(matched))) ? matched : null;
    const head = match ? pageHead(match, origin) : notFoundHead(localeOfPath(pathname), origin);
    const policy = reply.getHeader('content-security-policy');
    const page = withStyleNonce(htmlForHead(indexHtml, head), typeof policy === 'string' ? policy : '', randomBytes(16).toString('base64'));
    if (page.policy) reply.header('content-security-policy', page.policy);
    const html = page.html;
    reply.status(match ? 200 : 404).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (match && renderer && request.method === 'GET' && html.includes(ROOT_ELEMENT)) {
      try {
        const screen = await renderer.renderScreen({ url: request.url, hostname: request.hostname, apiOrigin: ownOrigin(app) });
        if (screen) return reply.send(streamScreen(html, screen));
      } catch (error) {
        request.log.error({ err: error, url: pathname }, 'server rendering failed; the browser renders the page');
      }
    }
    return reply.send(html);
  });
}
