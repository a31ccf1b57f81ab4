import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { Locale } from './route-table';

type Texts = Record<string, unknown>;
const cache = new Map<string, Texts>();

/** A text of the web app, read from its locale files, with `{{name}}` filled in. */
export function appText(locale: Locale, namespace: string, key: string, values: Record<string, string | number> = {}): string {
  const file = path.resolve(process.cwd(), `src/shared/i18n/locales/${locale}/${namespace}.json`);
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')) as Texts);
  const found = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], cache.get(file));
  if (typeof found !== 'string') throw new Error(`no text ${locale}/${namespace}:${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

type Heading = [namespace: string, key: string, param?: string];

const FAMILIES: [RegExp, Heading][] = [
  [/^(tournament-create|alt-standalone-valid-create)$/, ['tournaments', 'create.title']],
  [/^(multi-tournament-tournament-create|alt-valid-create)$/, ['tournaments', 'create.titleInMulti', 'tournamentId']],
];

const HEADINGS: Record<string, Heading> = {
  home: ['home', 'title'],
  contact: ['contact', 'title'],
  cookies: ['legal', 'cookies.title'],
  terms: ['legal', 'terms.title'],
  privacy: ['legal', 'privacy.title'],
  pricing: ['marketing', 'pricing.title'],
  guides: ['marketing', 'guides.title'],
  blog: ['blog', 'title'],
  'landing-rankings': ['marketing', 'landing.rankings.title'],
  'landing-tournament': ['marketing', 'landing.tournament.title'],
  'landing-league': ['marketing', 'landing.league.title'],
  'pseudo-home': ['marketing', 'landing.pseudoHome.title'],
  tournaments: ['tournaments', 'list.title'],
  'tournaments-help': ['tournaments', 'help.title'],
  'tournaments-calendar': ['tournaments', 'calendar.title'],
  'multi-tournament-create': ['multi-tournament', 'create.title'],
  rankings: ['rankings', 'list.title'],
  'rankings-help': ['rankings', 'help.title'],
  'rankings-levels': ['rankings', 'levels.title'],
  'rankings-rating-system': ['rankings', 'ratingSystem.title'],
  'ranking-tournaments': ['ranking', 'titles.tournaments'],
  'ranking-modality-tournaments': ['ranking', 'titles.modalityTournaments'],
};

/** Screens of a record whose h1 is the record's own name, as the demo data has it. */
const NAMED: [RegExp, string][] = [
  [/phase-(tab|calendar|draws|groups|brackets)$/, 'phaseName'],
  [/^(tournament|multi-nested-tournament|alt-valid|alt-standalone-valid)-(detail|calendar|inscriptions)$/, 'validName'],
  [/^(multi-tournament|multi-tournament-calendar|multi-tournament-tournaments|alt-valids)$/, 'tournamentName'],
  [/^ranking$/, 'rankingName'],
  [/^ranking-balance$/, 'balancePersonName'],
];

/** The h1 a screen must show, when this suite knows it (other screens are only required to have one). */
export function expectedHeading(id: string, locale: Locale, ids: Record<string, unknown>): string | null {
  const named = NAMED.find(([pattern]) => pattern.test(id));
  if (named) return String(ids[named[1]]);
  // A ranking's table is headed by its label, which each language writes its own way.
  if (id === 'ranking-modality') return String(ids[locale === 'es' ? 'rankingTableNameEs' : 'rankingTableNameEn']);
  const heading = HEADINGS[id] ?? FAMILIES.find(([pattern]) => pattern.test(id))?.[1];
  if (!heading) return null;
  const [namespace, key, param] = heading;
  const value = param ? Number(ids[param]) : undefined;
  return appText(locale, namespace, key, param ? { [param]: value ?? '', id: value ?? '', rankingId: Number(ids.rankingId) } : { rankingId: Number(ids.rankingId) });
}

/** The screen on show: its root carries the route id and holds exactly one visible h1; the not-found screen is absent. */
export async function expectScreen(page: Page, id: string, heading: string | null) {
  const root = page.locator(`[data-route-id="${id}"]`);
  await expect(root).toBeVisible();
  const h1 = page.locator('main h1');
  await expect(h1).toHaveCount(1);
  if (heading) await expect(root.locator('h1')).toHaveText(heading);
  else await expect(root.locator('h1')).toHaveText(/\S/);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
}
