import { matchRoute, twinOfMatch, type RouteMatch } from '@domain/routes';

/** What a warm-up did: the screens it rendered and how long it took. */
export interface WarmUp {
  pages: number;
  ms: number;
}

export interface WarmUpOptions {
  /** Where the server answers. */
  origin: string;
  /** The first addresses rendered; the rest are found in their links. */
  start: readonly string[];
  /** At most this many screens, and no new one started past `budgetMs`. */
  maxPages: number;
  budgetMs: number;
  /** Stops it (the server is closing): the page being read is given up and no other is asked for. */
  signal?: AbortSignal;
  fetchPage?: (url: string, signal?: AbortSignal) => Promise<string>;
  now?: () => number;
}

/** One screen of a kind: the same kind in the other language is another (its texts are loaded on their own). */
const kindOf = (match: RouteMatch) => `${match.id}:${match.locale}`;

/**
 * The addresses in a rendered page's links, in order, whose kind of screen is not in `seen` (which they are then
 * added to), each followed by its twin in the other language.
 */
export function unseenScreens(html: string, seen: Set<string>): string[] {
  const found: string[] = [];
  const add = (pathname: string, match: RouteMatch) => {
    if (seen.has(kindOf(match))) return;
    seen.add(kindOf(match));
    found.push(pathname);
  };
  for (const [, href = ''] of html.matchAll(/\bhref="(\/[^"?#]*)[^"]*"/g)) {
    const match = matchRoute(href);
    if (!match) continue;
    add(href, match);
    const twin = twinOfMatch(match, match.locale === 'es' ? 'en' : 'es');
    const twinMatch = matchRoute(twin);
    if (twinMatch) add(twin, twinMatch);
  }
  return found;
}

async function pageText(url: string, signal?: AbortSignal): Promise<string> {
  const timeout = AbortSignal.timeout(15_000);
  const response = await fetch(url, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  return response.ok ? response.text() : '';
}

/**
 * Renders one screen of each public kind, in both languages, following the links of the first ones: the first
 * rendering of a kind loads its code and texts and compiles them (100–200 ms each on the rendering thread, and
 * everyone asking for that screen meanwhile waits), so a server that has just started does that work before it
 * reports ready, not in front of its first visitors. One screen at a time; a screen that fails is skipped.
 */
export async function warmScreens(options: WarmUpOptions): Promise<WarmUp> {
  const now = options.now ?? (() => performance.now());
  const fetchPage = options.fetchPage ?? pageText;
  const started = now();
  const seen = new Set<string>();
  const queue: string[] = [];
  for (const address of options.start) {
    const match = matchRoute(address);
    if (match && !seen.has(kindOf(match))) {
      seen.add(kindOf(match));
      queue.push(address);
    }
  }
  let pages = 0;
  while (queue.length > 0 && pages < options.maxPages && now() - started < options.budgetMs && !options.signal?.aborted) {
    const address = queue.shift() ?? '';
    pages += 1;
    const html = await fetchPage(`${options.origin}${address}`, options.signal).catch(() => '');
    queue.push(...unseenScreens(html, seen));
  }
  return { pages, ms: Math.round(now() - started) };
}
