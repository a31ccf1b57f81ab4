// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODALITY_IDS } from '@domain/catalog';
import { PRIVATE_SCREENS, screenOf, type RouteId } from '@domain/routes';
import { startTestApp, type TestApp } from '../../test/test-app';
import { makeWebDist, type WebDist } from '../../test/web-dist';
import { seedDemoIfEmpty } from '../../db/seed/demo';
import { clubs, communities, inscribed, matches, multiTournaments, organizers, persons, phases, rankingModalities, rankings, valids } from '../../db/schema';

const ORIGIN = 'https://torneos.example';

interface AcceptanceRoute {
  id: RouteId;
  es: string;
  en: string;
}

// The shared acceptance list of every screen route, or its committed copy.
const SHARED = path.resolve(process.cwd(), '../shared/acceptance/routes.json');
const COPY = path.resolve(process.cwd(), 'e2e/fixtures/routes.json');
function acceptanceRoutes(): AcceptanceRoute[] {
  for (const file of [SHARED, COPY]) {
    try {
      return (JSON.parse(readFileSync(file, 'utf8')) as { routes: AcceptanceRoute[] }).routes;
    } catch {
      // The next place.
    }
  }
  throw new Error('routes.json not found');
}

let t: TestApp;
let dist: WebDist;
let ids: Record<string, string | number>;
let names: Record<string, string>;
let people: Record<string, { id: number; name: string }>;

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

beforeAll(async () => {
  dist = await makeWebDist('share-dist');
  t = await startTestApp({ WEB_DIST_DIR: dist.dir, PUBLIC_URL: ORIGIN });
  const { db } = t.database;
  await seedDemoIfEmpty(db);
  const [phase] = await db
    .select({ phaseId: phases.id, phase: phases.name, validId: valids.id, valid: valids.name, multiId: multiTournaments.id, multi: multiTournaments.name })
    .from(phases)
    .innerJoin(valids, eq(valids.id, phases.validId))
    .innerJoin(multiTournaments, eq(multiTournaments.id, valids.tournamentId))
    .limit(1);
  const [match] = await db.select({ id: matches.id }).from(matches).where(and(isNotNull(matches.homeId), isNotNull(matches.awayId))).limit(1);
  const [table] = await db.select({ id: rankingModalities.id, rankingId: rankings.id, ranking: rankings.name }).from(rankingModalities).innerJoin(rankings, eq(rankings.id, rankingModalities.rankingId)).limit(1);
  const [club] = await db.select({ id: clubs.id, name: clubs.name }).from(clubs).limit(1);
  const [organizer] = await db.select({ slug: organizers.slug, name: organizers.name }).from(organizers).limit(1);
  // Not the space named like the site, whose name every title ends with.
  const [community] = await db.select({ id: communities.id, name: communities.name }).from(communities).where(sql`${communities.name} <> 'Torneos'`).limit(1);
  if (!phase || !match || !table || !club || !organizer || !community) throw new Error('the demo lacks a record the routes need');
  const [home, away] = await Promise.all(
    [matches.homeId, matches.awayId].map(async (side) => {
      const [row] = await db.select({ firstName: persons.firstName, lastName: persons.lastName }).from(matches).innerJoin(inscribed, eq(inscribed.id, side)).innerJoin(persons, eq(persons.id, inscribed.personId)).where(eq(matches.id, match.id));
      return row ? fullName(row) : '';
    }),
  );
  people = {};
  for (const [kind, modalityId] of Object.entries({ players: MODALITY_IDS.single, teams: MODALITY_IDS.team, doubles: MODALITY_IDS.double, coaches: MODALITY_IDS.coach, referees: MODALITY_IDS.referee, affiliates: MODALITY_IDS.affiliate })) {
    const [row] = await db.select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName }).from(persons).where(eq(persons.modalityId, modalityId)).orderBy(persons.id).limit(1);
    if (row) people[kind] = { id: row.id, name: fullName(row) };
  }
  ids = { validId: phase.validId, phaseId: phase.phaseId, tournamentId: phase.multiId, matchId: match.id, rankingId: table.rankingId, rankingModalityId: table.id, balanceId: 1, clubId: club.id, organizerSlug: organizer.slug, communityId: community.id, certificationId: 1, slug: 'como-armar-grupos-equilibrados' };
  names = { valid: phase.valid, phase: phase.phase, multi: phase.multi, match: `${home} – ${away}`, ranking: table.ranking, club: club.name, organizer: organizer.name, community: community.name };
});
afterAll(async () => {
  await t.close();
  await dist.remove();
});

async function head(pathname: string) {
  const response = await fetch(`${t.url}${pathname}`);
  const html = await response.text();
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  return {
    status: response.status,
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/name="description" content="([^"]*)"/),
    ogTitle: attr(/property="og:title" content="([^"]*)"/),
    ogDescription: attr(/property="og:description" content="([^"]*)"/),
    ogImage: attr(/property="og:image" content="([^"]*)"/),
    ogWidth: attr(/property="og:image:width" content="([^"]*)"/),
    twitterCard: attr(/name="twitter:card" content="([^"]*)"/),
    twitterTitle: attr(/name="twitter:title" content="([^"]*)"/),
  };
}

/** A route's address with real ids of the demo (a person's screens take a person of their kind). */
function fill(route: AcceptanceRoute, locale: 'es' | 'en'): string {
  const kind = route.id.split('-')[0] ?? '';
  return route[locale].replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'selectedTab') return 'info';
    if (name === 'personId' || name === 'affiliateId') return String(people[kind]?.id ?? 1);
    return encodeURIComponent(String(ids[name]));
  });
}

/** The names a screen's title must carry: its most specific record, and the tournament of a phase. */
function expectedNames(route: AcceptanceRoute): string[] {
  const has = (name: string) => route.es.includes(`{${name}}`);
  if (has('personId') || has('affiliateId')) return [people[route.id.split('-')[0] ?? '']?.name ?? '?'];
  if (route.id === 'match') return [names.match ?? '?'];
  if (has('phaseId')) return [names.valid ?? '?', names.phase ?? '?'];
  if (has('validId') && !route.id.startsWith('ranking')) return [names.valid ?? '?'];
  if (has('rankingId')) return [names.ranking ?? '?'];
  if (has('tournamentId')) return [names.multi ?? '?'];
  if (has('clubId')) return [names.club ?? '?'];
  if (has('organizerSlug')) return [names.organizer ?? '?'];
  if (has('communityId')) return [names.community ?? '?'];
  return [];
}

const CARD_SCREENS = new Set<RouteId>(['tournament-detail', 'phase-brackets', 'phase-groups', 'players-detail', 'ranking']);

describe('every public page names what it shows, in both languages', () => {
  const routes = acceptanceRoutes().filter((route) => !PRIVATE_SCREENS.has(screenOf(route.id)) && !route.id.endsWith('-create') && route.id !== 'blog-post');
  it.each(routes.flatMap((route) => (['es', 'en'] as const).map((locale) => [route.id, locale, route] as const)))('%s (%s)', async (_id, locale, route) => {
    const page = await head(fill(route, locale));
    expect(page.status).toBe(200);
    expect(page.title).toMatch(/ · Torneos$|^Torneos · /);
    expect(page.description?.length).toBeGreaterThan(10);
    expect(page.ogTitle).toBe(page.title);
    expect(page.twitterTitle).toBe(page.title);
    expect(page.ogDescription).toBe(page.description);
    expect(page.ogImage).toMatch(/^https:\/\/torneos\.example\//);
    expect(page.ogWidth).toBe('1200');
    for (const name of expectedNames(route)) {
      expect(page.title, `title of ${route.id}`).toContain(name);
      expect(page.description, `description of ${route.id}`).toContain(name);
    }
    if (CARD_SCREENS.has(screenOf(route.id)) && (screenOf(route.id) !== 'phase-brackets' || route.id.includes('brackets'))) {
      expect(page.twitterCard).toBe('summary_large_image');
      expect(page.ogImage).toMatch(/\/api\/card\/(es|en)\/(tournament|phase|person|ranking)\/\d+\.png\?v=\d+$/);
    }
  });

  it('titles a tournament tab and a phase section by name and section, in each language', async () => {
    expect((await head(`/torneos/${ids.validId}/participantes`)).title).toBe(`${names.multi} · ${names.valid} · Participantes · Torneos`);
    expect((await head(`/en/tournaments/${ids.validId}/phases/${ids.phaseId}/brackets`)).title).toBe(`${names.multi} · ${names.valid} · ${names.phase} · Brackets · Torneos`);
    expect((await head(`/juegos/${ids.matchId}`)).title?.startsWith(`${names.match} · `)).toBe(true);
  });

  it('titles a blog post by its own title and describes it by its summary, in each language; an unknown post is a 404', async () => {
    const es = await head('/blog/como-armar-grupos-equilibrados');
    expect(es.status).toBe(200);
    expect(es.title).toMatch(/^[^·]+ · Torneos$/);
    expect(es.title).not.toMatch(/^Blog|Entrada/);
    expect(es.description?.length).toBeGreaterThan(30);
    expect([es.ogTitle, es.ogDescription]).toEqual([es.title, es.description]);
    const en = await head('/en/blog/building-balanced-groups');
    expect(en.status).toBe(200);
    expect(en.title).not.toBe(es.title);
    expect((await head('/blog/no-existe-esta-entrada')).status).toBe(404);
    // A post's address word is its language's: the Spanish word under /en/blog names nothing.
    expect((await head('/en/blog/como-armar-grupos-equilibrados')).status).toBe(404);
  });

  it('keeps the 404 of a missing record', async () => {
    expect((await head('/torneos/999999/info')).status).toBe(404);
    expect((await head(`/en/tournaments/${ids.validId}/phases/999999/groups`)).status).toBe(404);
    expect((await head('/jugadores/999999')).status).toBe(404);
  });

  it('answers the names for the browser, and 404 for an address naming nothing', async () => {
    const response = await fetch(`${t.url}/api/page/records?path=${encodeURIComponent(`/torneos/${ids.validId}/fases/${ids.phaseId}/llaves`)}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { names: Record<string, string>; card?: { kind: string } } };
    expect(body.data.names).toMatchObject({ tournament: names.valid, phase: names.phase });
    expect(body.data.card?.kind).toBe('phase');
    expect((await fetch(`${t.url}/api/page/records?path=${encodeURIComponent('/torneos/999999/info')}`)).status).toBe(404);
    const bad = await fetch(`${t.url}/api/page/records?path=nope`);
    expect(bad.status).toBe(400);
  });
});

function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('share card images', () => {
  it('serves a PNG of 1200×630, cached by its tag, and a new one when the record changes', async () => {
    const first = await head(`/torneos/${ids.validId}/info`);
    const address = first.ogImage?.replace(ORIGIN, t.url) ?? '';
    const response = await fetch(address);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const png = Buffer.from(await response.arrayBuffer());
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeGreaterThan(10_000);
    const etag = response.headers.get('etag') ?? '';
    expect((await fetch(address, { headers: { 'if-none-match': etag } })).status).toBe(304);

    await t.database.db.update(valids).set({ name: `${names.valid} Renombrado`, version: sql`${valids.version} + 1` }).where(eq(valids.id, Number(ids.validId)));
    const renamed = await head(`/torneos/${ids.validId}/info`);
    expect(renamed.title).toContain('Renombrado');
    expect(renamed.ogImage).not.toBe(first.ogImage);
    const again = await fetch(renamed.ogImage?.replace(ORIGIN, t.url) ?? '', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(200);
    expect(again.headers.get('etag')).not.toBe(etag);
    expect(Buffer.from(await again.arrayBuffer()).equals(png)).toBe(false);
  });

  it.each(['phase', 'person', 'ranking'] as const)('draws a %s card', async (kind) => {
    const id = kind === 'phase' ? ids.phaseId : kind === 'person' ? people.players?.id : ids.rankingId;
    const response = await fetch(`${t.url}/api/card/en/${kind}/${id}.png`);
    expect(response.status).toBe(200);
    expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers 404 for a missing record and 400 for a malformed address', async () => {
    expect((await fetch(`${t.url}/api/card/es/tournament/999999.png`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/card/es/club/1.png`)).status).toBe(400);
    expect((await fetch(`${t.url}/api/card/fr/tournament/1.png`)).status).toBe(400);
  });
});

describe('sitemap', () => {
  it('is valid XML listing public pages and records in both languages with their alternates, and robots.txt names it', async () => {
    const response = await fetch(`${t.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const parser = new SaxesParser({ xmlns: true });
    const locs: string[] = [];
    const alternates: Record<string, string>[] = [];
    let inLoc = false;
    parser.on('opentag', (tag) => {
      if (tag.local === 'loc') inLoc = true;
      if (tag.local === 'link') alternates.push(Object.fromEntries(Object.values(tag.attributes).map((attribute) => [attribute.local, attribute.value])));
    });
    parser.on('closetag', () => {
      inLoc = false;
    });
    parser.on('text', (text) => {
      if (inLoc) locs.push(text);
    });
    parser.write(xml).close();
    expect(locs).toContain(`${ORIGIN}/torneos`);
    expect(locs).toContain(`${ORIGIN}/en/tournaments`);
    expect(locs).toContain(`${ORIGIN}/torneos/${ids.validId}/info`);
    expect(locs).toContain(`${ORIGIN}/en/tournaments/${ids.validId}/info`);
    expect(locs).toContain(`${ORIGIN}/rankings/${ids.rankingId}`);
    expect(locs.some((loc) => loc.includes('/ingresar') || loc.includes('/perfil'))).toBe(false);
    expect(locs.length).toBeLessThan(50_000);
    // Every address has its three alternates: es, en and x-default.
    expect(alternates.length).toBe(locs.length * 3);
    const byLang = (lang: string) => alternates.filter((item) => item.hreflang === lang).map((item) => item.href);
    expect(new Set(byLang('es')).size).toBe(locs.length / 2);
    expect(byLang('x-default')).toEqual(byLang('es'));
    expect(byLang('en')).toContain(`${ORIGIN}/en/rankings/${ids.rankingId}`);
    const robots = await (await fetch(`${t.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).toContain('Allow: /api/card/');
  });
});
