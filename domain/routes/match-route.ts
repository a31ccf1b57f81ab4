import type { Locale } from '../catalog';
import { NUMERIC_PARAMS, ROUTES, type RouteId } from './route-table';
import { localeOfPath } from './locale';
import { TAB_ROUTES, TAB_SLUGS, tabFromSlug, translateTabSlug } from './tab-slugs';

export type PathParams = Record<string, string>;

export interface RouteMatch {
  id: RouteId;
  locale: Locale;
  params: PathParams;
}

type Segment = { kind: 'static'; text: string } | { kind: 'param'; name: string };

interface Compiled {
  id: RouteId;
  locale: Locale;
  segments: Segment[];
  statics: number;
}

function compile(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? { kind: 'param', name: part.slice(1) } : { kind: 'static', text: part.toLowerCase() }));
}

function compileAll(dropLast: boolean): Compiled[] {
  const locales: Locale[] = ['es', 'en'];
  return ROUTES.flatMap((route) =>
    locales.map((locale) => {
      const segments = compile(route[locale]);
      const used = dropLast ? segments.slice(0, -1) : segments;
      return { id: route.id, locale, segments: used, statics: used.filter((s) => s.kind === 'static').length };
    }),
  ).sort((a, b) => b.statics - a.statics);
}

// Most specific first, as React Router ranks them: static segments beat parameters.
const COMPILED = compileAll(false);
// Only tab-less addresses need these: compiled on the first one, not while every page starts.
let tabPrefixes: Compiled[] | null = null;
const compiledTabPrefixes = () => (tabPrefixes ??= compileAll(true).filter((item) => item.id in TAB_ROUTES));

function splitPath(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

function matchCompiled(item: Compiled, parts: string[]): PathParams | null {
  if (item.segments.length !== parts.length) return null;
  const params: PathParams = {};
  for (const [index, segment] of item.segments.entries()) {
    const part = parts[index] ?? '';
    if (segment.kind === 'static') {
      if (part.toLowerCase() !== segment.text) return null;
    } else {
      if (NUMERIC_PARAMS.has(segment.name) && !/^[1-9]\d{0,9}$/.test(part)) return null;
      params[segment.name] = part;
    }
  }
  return params;
}

function firstMatch(list: Compiled[], pathname: string): RouteMatch | null {
  const parts = splitPath(pathname);
  if (!parts) return null;
  const locale = localeOfPath(pathname);
  for (const item of list) {
    if (item.locale !== locale) continue;
    const params = matchCompiled(item, parts);
    if (params) return { id: item.id, locale, params };
  }
  return null;
}

/** The screen a path shows, with its parameters; null when no screen has that path. */
export function matchRoute(pathname: string): RouteMatch | null {
  return firstMatch(COMPILED, pathname);
}

/**
 * A tournament, phase or profile path without its tab (`/torneos/5`) names the screen's first tab: the match
 * of the full route, with `selectedTab` set to that tab's slug.
 */
export function matchTabPrefix(pathname: string): RouteMatch | null {
  if (matchRoute(pathname)) return null;
  const found = firstMatch(compiledTabPrefixes(), pathname);
  const group = found ? TAB_ROUTES[found.id] : undefined;
  if (!found || !group) return null;
  return { ...found, params: { ...found.params, selectedTab: TAB_SLUGS[group][0][found.locale] } };
}

/**
 * A tabbed screen's address naming a tab it does not have ("/en/tournaments/4/standings"), as the address of its first
 * tab; null when the address is not such a screen or names one of its tabs.
 */
export function matchUnknownTab(pathname: string): RouteMatch | null {
  const match = matchRoute(pathname);
  const group = match ? TAB_ROUTES[match.id] : undefined;
  if (!match || !group || match.params.selectedTab === undefined) return null;
  if (tabFromSlug(group, match.params.selectedTab) !== null) return null;
  return { ...match, params: { ...match.params, selectedTab: TAB_SLUGS[group][0][match.locale] } };
}

/** The path of a screen in one language, with its parameters filled in (URL-encoded). */
export function buildPath(id: RouteId, locale: Locale, params: Record<string, string | number> = {}): string {
  const route = ROUTES.find((item) => item.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route[locale].replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Route ${id} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The same screen in the other language: same parameters, tab slug translated. */
export function twinOfMatch(match: RouteMatch, to: Locale): string {
  const group = TAB_ROUTES[match.id];
  const params: PathParams = { ...match.params };
  if (group && params.selectedTab !== undefined) params.selectedTab = translateTabSlug(group, params.selectedTab, to);
  return buildPath(match.id, to, params);
}
