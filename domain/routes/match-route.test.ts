import { describe, expect, it } from 'vitest';
import acceptance from '../../e2e/fixtures/routes.json';
import { LOCALES } from '../catalog';
import { buildPath, matchRoute, matchTabPrefix, matchUnknownTab, twinOfMatch } from './match-route';
import { ROUTES, ROUTES_BEYOND_ACCEPTANCE } from './route-table';
import { TAB_ROUTES, TAB_SLUGS } from './tab-slugs';

const SAMPLE: Record<string, string> = { slug: 'una-entrada', organizerSlug: 'liga-norte', communityId: '2', certificationId: '9' };

function sampleParams(id: (typeof ROUTES)[number]['id'], locale: 'es' | 'en'): Record<string, string> {
  const params: Record<string, string> = {};
  const pattern = ROUTES.find((route) => route.id === id)?.[locale] ?? '';
  for (const [, name] of pattern.matchAll(/:(\w+)/g)) {
    if (!name) continue;
    const group = TAB_ROUTES[id];
    params[name] = name === 'selectedTab' && group ? TAB_SLUGS[group][1][locale] : (SAMPLE[name] ?? '17');
  }
  return params;
}

describe('the route table', () => {
  it('is the acceptance list, screen by screen, in both languages', () => {
    const fromAcceptance = acceptance.routes.map((route) => ({
      id: route.id,
      es: route.es.replace(/\{(\w+)\}/g, ':$1'),
      en: route.en.replace(/\{(\w+)\}/g, ':$1'),
    }));
    expect(ROUTES.filter((route) => !ROUTES_BEYOND_ACCEPTANCE.has(route.id)).map(({ id, es, en }) => ({ id, es, en }))).toEqual(fromAcceptance);
  });

  it('uses the acceptance tab slugs', () => {
    for (const group of ['tournament', 'profile'] as const) {
      const expected = acceptance.tabSlugs[group].map(([tab, es, en]) => ({ tab, es, en }));
      expect(TAB_SLUGS[group].slice(0, expected.length)).toEqual(expected);
    }
  });
});

describe('matchRoute', () => {
  it.each(ROUTES.flatMap((route) => LOCALES.map((locale) => [route.id, locale] as const)))('finds %s (%s) from its own path', (id, locale) => {
    const params = sampleParams(id, locale);
    expect(matchRoute(buildPath(id, locale, params))).toEqual({ id, locale, params });
  });

  it('prefers fixed words over parameters', () => {
    expect(matchRoute('/torneos/ayuda')?.id).toBe('tournaments-help');
    expect(matchRoute('/torneos/5/calendario')?.id).toBe('tournament-calendar');
    expect(matchRoute('/torneos/5/pizarra')?.id).toBe('venue-board');
    expect(matchRoute('/en/places/3/board')?.id).toBe('place-board');
    expect(matchRoute('/en/tournaments/5/valids')?.id).toBe('alt-valids');
    expect(matchRoute('/valids/create')?.id).toBe('alt-standalone-valid-create');
  });

  it('ignores a trailing slash and letter case, and decodes parameters', () => {
    expect(matchRoute('/Torneos/')?.id).toBe('tournaments');
    expect(matchRoute('/en')?.id).toBe('home');
    expect(matchRoute('/blog/f%C3%BAtbol-5')?.params).toEqual({ slug: 'fútbol-5' });
  });

  it.each(['/no-existe', '/en/torneos', '/torneos/abc/info', '/torneos/0/info', '/rankings/3/modalidades', '/torneos/5/info/extra', '/blog/%E0%A4%A', '/en/players/1/calendario'])(
    'finds no screen for %s',
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );
});

describe('matchUnknownTab', () => {
  it("turns a tab a screen does not have into its first tab, in the address's language", () => {
    expect(matchUnknownTab('/en/tournaments/5/standings')).toEqual({ id: 'tournament-detail', locale: 'en', params: { validId: '5', selectedTab: 'info' } });
    expect(matchUnknownTab('/torneos/5/fases/7/nada')?.params).toEqual({ validId: '5', phaseId: '7', selectedTab: 'info' });
  });

  it('leaves known tabs, in either language, and screens without tabs alone', () => {
    expect(matchUnknownTab('/torneos/5/participantes')).toBeNull();
    expect(matchUnknownTab('/torneos/5/participants')).toBeNull();
    expect(matchUnknownTab('/torneos')).toBeNull();
    expect(matchUnknownTab('/nada/5')).toBeNull();
  });
});

describe('matchTabPrefix', () => {
  it('opens the first tab of a tournament, a phase or a profile', () => {
    expect(matchTabPrefix('/torneos/5')).toEqual({ id: 'tournament-detail', locale: 'es', params: { validId: '5', selectedTab: 'info' } });
    expect(matchTabPrefix('/en/tournaments/5/phases/7')?.params).toEqual({ validId: '5', phaseId: '7', selectedTab: 'info' });
    expect(matchTabPrefix('/multi-torneos/2/torneos/5')?.id).toBe('multi-nested-tournament-detail');
    expect(matchTabPrefix('/tournaments/2/valids/5/phases/7')?.id).toBe('alt-phase-tab');
    expect(matchTabPrefix('/en/valids/5')?.id).toBe('alt-standalone-valid-detail');
    expect(matchTabPrefix('/perfil')?.params).toEqual({ selectedTab: 'general' });
  });

  it('leaves full paths and unknown paths alone', () => {
    expect(matchTabPrefix('/torneos/ayuda')).toBeNull();
    expect(matchTabPrefix('/torneos/x')).toBeNull();
    expect(matchTabPrefix('/nada/5')).toBeNull();
  });
});

describe('twinOfMatch', () => {
  it('translates the path and the tab slug', () => {
    const match = matchRoute('/multi-torneos/2/torneos/5/participantes');
    expect(match && twinOfMatch(match, 'en')).toBe('/en/multi-tournament/2/tournaments/5/participants');
  });
});
