import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { COMMUNITY_COOKIE, COMMUNITY_QUERY_PARAM, FACES_ATTRIBUTE, FACES_COOKIE, SLUG_PATTERN } from '@domain/contract';
import { escapeHtml, localeOfPath, matchRoute, matchTabPrefix, matchUnknownTab, notFoundHead, pageHead, renderHeadHtml, twinOfMatch, type PageHead, type PageRecords, type RouteMatch } from '@domain/routes';
import type { Tables } from './api-cache-headers';
import { requestSessionToken } from './auth';
import { sendApiNotFound } from './errors';
import { openRenderer, type PageRenderer, type RenderedParts, type RendererOptions } from './screen-renderer';
import { warmScreens, type WarmUp } from './screen-warm-up';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders one screen of each public kind once (nothing without a built web app); see `warmScreens`. */
    warmScreens(): Promise<WarmUp>;
  }
}

export interface WebOptions {
  distDir: string;
  /** The names of the records a screen's address names (for its head), or null when one is missing: the page is a 404. */
  records?: (match: RouteMatch) => Promise<PageRecords | null>;
  /** Sent by the renderer with its API requests, which the rate limits then leave out. */
  renderToken?: string;
  /** Where screens are rendered, and how long one may take (see `openRenderer`). */
  rendering: RendererOptions;
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

const ROOT_ELEMENT = '<div id="root"></div>';

type HtmlEncoding = 'br' | 'gzip';

/** The compression the browser accepts for a page, brotli first; none when it names neither (or refuses both with q=0). */
export function htmlEncoding(acceptEncoding: string | string[] | undefined): HtmlEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Pages are compressed as they are sent: quick settings, since each answer is compressed once. */
const BROTLI_PAGE = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_PAGE = { level: 6 };

function compressPage(html: string, encoding: HtmlEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(html, BROTLI_PAGE) : gzipSync(html, GZIP_PAGE);
}
export const SERVER_STATE_ID = 'server-state';

async function openRendererOrNone(app: FastifyInstance, root: string, options: RendererOptions): Promise<PageRenderer | null> {
  try {
    return await openRenderer(root, options);
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

/** The resource hints React writes at the start of a rendered screen (the banner's picture, the community's logo). */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/**
 * Puts a screen's leading preload hints at the top of the head, ahead of the scripts and the style sheet: written
 * inside the root they are found only after every script and style of the head has been asked for, and the banner,
 * the largest thing on most first screens, waits behind them. They are hints, not part of what React hydrates.
 */
export function hoistPreloads(html: string, screenHtml: string): { html: string; screenHtml: string } {
  const hints = LEADING_PRELOADS.exec(screenHtml)?.[0];
  const firstInHead = html.search(/<script\b|<link\b[^>]*rel="stylesheet"/);
  if (!hints || firstInHead < 0 || firstInHead > html.indexOf('</head>')) return { html, screenHtml };
  return { html: `${html.slice(0, firstInHead)}${hints}\n${html.slice(firstInHead)}`, screenHtml: screenHtml.slice(hints.length) };
}

/** index.html around the rendered screen, then the state the browser hydrates from, as a non-executable JSON element (the CSP forbids inline scripts). */
export function pageWithScreen(html: string, screen: RenderedPage, late = false, visitor = false): string {
  // The community's colours go on the root element, so the page arrives in them and hydration changes nothing.
  const styled = screen.rootStyle ? html.replace(/<html\b([^>]*)>/, (tag, attributes: string) => (/\sstyle=/.test(attributes) ? tag : `<html${attributes} style="${escapeHtml(screen.rootStyle ?? '')}">`)) : html;
  // A visitor's page shows what is written for visitors (the sign-in link) before the app knows there is no session.
  const marked = visitor ? styled.replace(/<html\b([^>]*)>/, '<html$1 data-visitor="">') : styled;
  const hoisted = hoistPreloads(marked, screen.html);
  const at = hoisted.html.indexOf(ROOT_ELEMENT);
  // `data-late`: rendered before a change saved since; the browser reads its data again once the page is live.
  // `data-visitor`: asked for by someone not signed in, who can read the page before its scripts run; `data-live`:
  // the screen updates itself while open (`data-live-stream`: the stream that announces its changes, and
  // `data-rendered-at`: when its rendering began, so a change announced since is known); `data-community`: the space
  // it was rendered for (a browser that remembers another one renders its own).
  const liveMarks = screen.live ? ` data-live="true"${screen.liveStream ? ` data-live-stream="${escapeHtml(screen.liveStream)}"` : ''}${screen.renderedAt !== undefined ? ` data-rendered-at="${screen.renderedAt}"` : ''}` : '';
  const marks = `${late ? ' data-late="true"' : ''}${visitor ? ' data-visitor="true"' : ''}${liveMarks}${screen.community ? ` data-community="${escapeHtml(screen.community)}"` : ''}`;
  return `${hoisted.html.slice(0, at)}<div id="root">${hoisted.screenHtml}</div><script type="application/json" id="${SERVER_STATE_ID}"${marks}>${screen.state}</script>${hoisted.html.slice(at + ROOT_ELEMENT.length)}`;
}

/** A rendered screen (its root style: the community's colours, when the screen has them) as the cache keeps it. */
interface RenderedPage extends RenderedParts {
  /** The tables its data was read from; unknown, it is as old as the newest write of anything. */
  readFrom?: Tables;
}

/** The write clock rendered screens are aged by: the public reads' own (`PublicReadCache`). */
export interface WriteClock {
  mark(): number;
  isOld(tables: Tables, since: number): boolean;
}

interface KeptScreen {
  page: RenderedPage;
  /** When its rendering started, and the write clock then. */
  startedAt: number;
  since: number;
}

/** A screen handed out: `late` when a change was saved here after it was rendered. */
export interface ObtainedScreen {
  page: RenderedPage;
  late: boolean;
}

/**
 * Rendered public screens, kept for a moment: on a tournament day hundreds of phones open the same bracket, and
 * one rendering serves them all. Everyone asking while a screen is being rendered waits for that one rendering;
 * past its time a screen is still served while a new one is made (so at most twice `ttlMs` late for a change made
 * elsewhere: another instance or a background process).
 *
 * A write here of a table a kept screen was read from makes it late. Whoever must see their own change (`fresh`: a signed-in visitor)
 * waits for a rendering started after it. Anyone else may still get a late screen rendered less than `lateMs`
 * ago, marked so that the browser reads its data again as soon as the page is live, while a new rendering
 * replaces it; a busy screen is rendered again at most once every `rerenderMs`, however many writes arrive.
 */
export class ScreenCache {
  private readonly entries = new Map<string, KeptScreen>();
  private readonly pending = new Map<string, { promise: Promise<RenderedPage | null>; since: number; startedAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly writes: WriteClock,
    private readonly now: () => number = Date.now,
    private readonly lateMs = 2_000,
    private readonly rerenderMs = 500,
  ) {}

  /** Nothing it was read from was written since its rendering began. */
  private current(entry: KeptScreen): boolean {
    return !this.writes.isOld(entry.page.readFrom ?? 'everything', entry.since);
  }

  /** A rendering under way that shows every change made so far (none since it began), for whoever must see theirs. */
  private currentRun(running: { since: number }): boolean {
    return !this.writes.isOld('everything', running.since);
  }

  /** The kept screen for `key` while it is current, else null. */
  get(key: string): RenderedPage | null {
    const entry = this.entries.get(key);
    if (!entry || !this.current(entry) || entry.startedAt + this.ttlMs <= this.now()) return null;
    return entry.page;
  }

  /** The screen for `key`: kept, being rendered for someone else, or rendered now with `render`. */
  async obtain(key: string, render: () => Promise<RenderedPage | null>, options: { fresh?: boolean } = {}): Promise<ObtainedScreen | null> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && this.current(entry)) {
      const age = now - entry.startedAt;
      if (age < this.ttlMs) return { page: entry.page, late: false };
      if (age < this.ttlMs * 2) {
        // Late but recent, and nothing changed here: served as it is while a new rendering replaces it.
        this.revalidate(key, render, now);
        return { page: entry.page, late: false };
      }
    } else if (entry && !options.fresh && now - entry.startedAt < this.lateMs) {
      this.revalidate(key, render, now);
      return { page: entry.page, late: true };
    }
    const running = this.pending.get(key);
    const page = await (running && this.currentRun(running) ? running.promise : this.start(key, render, now));
    return page ? { page, late: false } : null;
  }

  /** Starts a new rendering in the background, unless one is running or one started very recently. */
  private revalidate(key: string, render: () => Promise<RenderedPage | null>, now: number) {
    const running = this.pending.get(key);
    const entry = this.entries.get(key);
    if (running && this.currentRun(running)) return;
    if (running && now - running.startedAt < this.rerenderMs) return;
    if (!running && entry && now - entry.startedAt < this.rerenderMs) return;
    // Its failure only keeps the page there is.
    this.start(key, render, now).catch(() => null);
  }

  private start(key: string, render: () => Promise<RenderedPage | null>, now: number): Promise<RenderedPage | null> {
    const since = this.writes.mark();
    const promise = render()
      .then((page) => {
        const kept = this.entries.get(key);
        // Kept unless a rendering started later already is.
        if (page && (!kept || kept.startedAt <= now)) this.set(key, page, now, since);
        return page;
      })
      .finally(() => {
        if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
      });
    this.pending.set(key, { promise, since, startedAt: now });
    return promise;
  }

  set(key: string, page: RenderedPage, startedAt = this.now(), since = this.writes.mark()) {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { page, startedAt, since });
  }
}

/**
 * A browser that has had the platform's text faces (their cookie) gets a page that uses them from its first paint; any
 * other reads in the device's own face until its first press (`src/app/entrypoint/late-fonts.ts`).
 */
export function withFaces(html: string, cookie: string | undefined): string {
  return cookie === '1' ? html.replace(/<html\b([^>]*)>/, `<html$1 ${FACES_ATTRIBUTE}="">`) : html;
}

/** The space a visitor's browser remembers choosing (its cookie), when it names one. */
function chosenCommunity(cookie: string | undefined): string | null {
  const name = cookie?.trim().toLowerCase();
  return name && SLUG_PATTERN.test(name) ? name : null;
}

const COMMUNITY_COOKIE_SECONDS = 365 * 86_400;

/**
 * `?community=liga-andina` picks a space: the answer remembers it in the cookie (the page needs no script to do so,
 * a visitor's page may run none), so the next pages are rendered for it.
 */
function rememberRequestedCommunity(request: FastifyRequest, reply: FastifyReply, query: string | undefined, remembered: string | null) {
  const requested = chosenCommunity(new URLSearchParams(query ?? '').get(COMMUNITY_QUERY_PARAM) ?? undefined);
  if (!requested || requested === remembered) return;
  reply.setCookie(COMMUNITY_COOKIE, requested, { path: '/', maxAge: COMMUNITY_COOKIE_SECONDS, sameSite: 'lax', secure: request.protocol === 'https', httpOnly: false });
}

/** How long a rendered screen is reused, and how many are kept. */
const SCREEN_CACHE_MS = 2_000;
const SCREEN_CACHE_ENTRIES = 300;
/** A warm-up renders at most this many screens, and starts none past this time. */
const WARM_UP_PAGES = 120;
const WARM_UP_MS = 30_000;

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
      // The build writes .br and .gz copies beside each text asset (scripts/precompress-plugin.ts).
      preCompressed: true,
      // The server-rendering bundle sits in the build folder but is never sent to browsers.
      allowedPath: (pathName) => !pathName.startsWith('/server/'),
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}static${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const origin = app.deps.config.PUBLIC_URL;
  let indexHtml: string | null = null;
  // The rendering thread loads its bundle while the server starts answering: the API and health never wait for it,
  // only the first page to render does.
  const opening = hasWeb ? openRendererOrNone(app, root, options.rendering) : Promise.resolve(null);
  app.addHook('onClose', async () => (await opening)?.close());
  // A server told to stop while it warms up stops warming at once: closing waits for the requests under way.
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());
  app.decorate('warmScreens', async (): Promise<WarmUp> => {
    if (!(await opening)) return { pages: 0, ms: 0 };
    return warmScreens({ origin: ownOrigin(app), start: ['/', '/en'], maxPages: WARM_UP_PAGES, budgetMs: WARM_UP_MS, signal: closing.signal });
  });
  // A write ages the kept screens read from the tables it wrote (or all of them, when its reach is unknown).
  const screens = new ScreenCache(SCREEN_CACHE_MS, SCREEN_CACHE_ENTRIES, app.publicReads);
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', query] = request.url.split('?');
    // API paths and missing files (a name with an extension, e.g. an old asset) get a plain 404, never the app.
    const isFile = /\.[a-z0-9]+$/i.test(pathname);
    if (pathname === '/api' || pathname.startsWith('/api/') || isFile || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendApiNotFound(request, reply);
    }
    // A tabbed screen without its tab, or with a tab it does not have, opens its first tab.
    const tabless = matchRoute(pathname) ? matchUnknownTab(pathname) : matchTabPrefix(pathname);
    if (tabless) return reply.redirect(`${twinOfMatch(tabless, tabless.locale)}${query ? `?${query}` : ''}`, 302);
    indexHtml ??= await withScriptIntegrity(await readFile(indexFile, 'utf8'), root);
    const matched = matchRoute(pathname);
    // A detail address whose record does not exist is as missing as an unknown address.
    const records = matched && options.records ? await options.records(matched) : undefined;
    const match = matched && records !== null ? matched : null;
    const head = match ? pageHead(match, origin, records ?? undefined) : notFoundHead(localeOfPath(pathname), origin);
    const policy = reply.getHeader('content-security-policy');
    const page = withStyleNonce(htmlForHead(indexHtml, head), typeof policy === 'string' ? policy : '', randomBytes(16).toString('base64'));
    if (page.policy) reply.header('content-security-policy', page.policy);
    const html = withFaces(page.html, request.cookies[FACES_COOKIE]);
    const encoding = htmlEncoding(request.headers['accept-encoding']);
    reply.status(match ? 200 : 404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    // The space a visitor chose earlier is remembered in a cookie: their page is rendered (and kept) for it.
    const community = chosenCommunity(request.cookies[COMMUNITY_COOKIE]);
    rememberRequestedCommunity(request, reply, query, community);
    const renderer = match && request.method === 'GET' ? await opening : null;
    if (match && renderer && request.method === 'GET' && html.includes(ROOT_ELEMENT)) {
      try {
        const key = `${request.hostname}\n${community ?? ''}\n${request.url}`;
        const signedIn = requestSessionToken(request) !== null;
        const rendered = await screens.obtain(
          key,
          async () => {
            const stopCollecting = app.publicReads.collect();
            try {
              const screen = await renderer.render({ url: request.url, hostname: request.hostname, ...(community ? { community } : {}), apiOrigin: ownOrigin(app), ...(options.renderToken ? { renderToken: options.renderToken } : {}) });
              return screen ? { ...screen, readFrom: stopCollecting() } : null;
            } finally {
              stopCollecting();
            }
          },
          // Someone signed in may have just saved a change: they wait for a screen that shows it.
          { fresh: signedIn },
        );
        if (rendered) {
          const full = pageWithScreen(html, rendered.page, rendered.late, !signedIn);
          return reply.send(encoding ? compressPage(full, encoding) : full);
        }
      } catch (error) {
        request.log.error({ err: error, url: pathname }, 'server rendering failed; the browser renders the page');
      }
    }
    return reply.send(encoding ? compressPage(html, encoding) : html);
  });
}
