import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Locale = 'es' | 'en';

export interface AcceptanceRoute {
  id: string;
  es: string;
  en: string;
}

interface Acceptance {
  tabSlugs: Record<'tournament' | 'profile', [string, string, string][]>;
  routes: AcceptanceRoute[];
}

// CI puts the shared acceptance folder beside the clone; a committed copy is the fallback.
const SHARED = path.resolve(process.cwd(), '../shared/acceptance/routes.json');
const COPY = path.resolve(process.cwd(), 'e2e/fixtures/routes.json');

export const acceptance: Acceptance = JSON.parse(readFileSync(existsSync(SHARED) ? SHARED : COPY, 'utf8')) as Acceptance;

const TOURNAMENT_TAB_ROUTES = /(^|-)(valid-detail|tournament-detail)$/;
const PHASE_TAB_ROUTES = /phase-tab$/;

/** The tab slug to put in `{selectedTab}` for a route, in a language. */
export function tabFor(id: string, locale: Locale): string {
  const index = locale === 'es' ? 1 : 2;
  if (id === 'profile') return acceptance.tabSlugs.profile[0]?.[index] ?? 'general';
  if (TOURNAMENT_TAB_ROUTES.test(id)) return acceptance.tabSlugs.tournament[1]?.[index] ?? 'info';
  if (PHASE_TAB_ROUTES.test(id)) return 'info';
  return 'info';
}

/** A route's path with its placeholders filled. */
export function fillPath(route: AcceptanceRoute, locale: Locale, ids: Record<string, string | number>): string {
  return route[locale].replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'selectedTab') return tabFor(route.id, locale);
    // A printable sheet is named by a word of its language: the final positions, or a phase's groups.
    if (name === 'sheet') return route.id === 'phase-print' ? { es: 'grupos', en: 'groups' }[locale] : { es: 'posiciones', en: 'positions' }[locale];
    const value = ids[name];
    if (value === undefined) throw new Error(`no demo value for ${name}`);
    return encodeURIComponent(String(value));
  });
}

export function routeById(id: string): AcceptanceRoute {
  const route = acceptance.routes.find((item) => item.id === id);
  if (!route) throw new Error(`route ${id} is not in routes.json`);
  return route;
}
