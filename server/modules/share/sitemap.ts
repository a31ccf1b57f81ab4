import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { gzipSync } from 'node:zlib';
import { buildPath, escapeHtml, PRIVATE_SCREENS, ROUTES, SAME_SCREEN, type RouteId } from '@domain/routes';
import { MODALITY_IDS } from '@domain/catalog';
import type { Database } from '../../db/client';
import { clubs, multiTournaments, organizers, persons, phases, rankings, valids } from '../../db/schema';

/** Screens with no record in their address that a search engine should know (the sign-in forms are left out). */
const LEFT_OUT = new Set<RouteId>(['login', 'register', 'verify', 'reset-password', 'pseudo-home']);

/** How many of each kind of record the sitemap lists, newest first: the whole file stays well under the format's 50,000 addresses. */
export const SITEMAP_LIMITS = { tournaments: 2_000, phases: 2_000, multi: 500, rankings: 500, players: 3_000, clubs: 1_000, organizers: 500 } as const;

/** How long a made sitemap is served before it is made again. */
const SITEMAP_TTL_MS = 10 * 60_000;

type Page = { id: RouteId; params: Record<string, string | number> };

function staticPages(): Page[] {
  return ROUTES.filter((route) => !route.es.includes(':') && !PRIVATE_SCREENS.has(route.id) && !(route.id in SAME_SCREEN) && !LEFT_OUT.has(route.id)).map((route) => ({ id: route.id, params: {} }));
}

async function recordPages(db: Database): Promise<Page[]> {
  const [tournamentRows, phaseRows, multiRows, rankingRows, playerRows, clubRows, organizerRows] = await Promise.all([
    db.select({ id: valids.id }).from(valids).orderBy(desc(valids.id)).limit(SITEMAP_LIMITS.tournaments),
    db.select({ id: phases.id, validId: phases.validId, formatId: phases.formatId }).from(phases).orderBy(desc(phases.id)).limit(SITEMAP_LIMITS.phases),
    db.select({ id: multiTournaments.id }).from(multiTournaments).orderBy(desc(multiTournaments.id)).limit(SITEMAP_LIMITS.multi),
    db.select({ id: rankings.id }).from(rankings).orderBy(desc(rankings.id)).limit(SITEMAP_LIMITS.rankings),
    db.select({ id: persons.id }).from(persons).where(eq(persons.modalityId, MODALITY_IDS.single)).orderBy(desc(persons.id)).limit(SITEMAP_LIMITS.players),
    db.select({ id: clubs.id }).from(clubs).orderBy(desc(clubs.id)).limit(SITEMAP_LIMITS.clubs),
    db.select({ slug: organizers.slug }).from(organizers).orderBy(desc(organizers.id)).limit(SITEMAP_LIMITS.organizers),
  ]);
  return [
    ...tournamentRows.map((row): Page => ({ id: 'tournament-detail', params: { validId: row.id, selectedTab: 'info' } })),
    ...phaseRows.map((row): Page => ({ id: row.formatId === 1 ? 'phase-groups' : 'phase-brackets', params: { validId: row.validId, phaseId: row.id } })),
    ...multiRows.map((row): Page => ({ id: 'multi-tournament', params: { tournamentId: row.id } })),
    ...rankingRows.map((row): Page => ({ id: 'ranking', params: { rankingId: row.id } })),
    ...playerRows.map((row): Page => ({ id: 'players-detail', params: { personId: row.id } })),
    ...clubRows.map((row): Page => ({ id: 'club', params: { clubId: row.id } })),
    ...organizerRows.map((row): Page => ({ id: 'organizer', params: { organizerSlug: row.slug } })),
  ];
}

/** Each page twice, once per language, each naming both languages and the default as alternates. */
export function sitemapXml(pages: Page[], origin: string): string {
  const base = origin.replace(/\/$/, '');
  const entries: string[] = [];
  for (const page of pages) {
    const es = `${base}${buildPath(page.id, 'es', page.params)}`;
    const en = `${base}${buildPath(page.id, 'en', page.params)}`;
    const alternates = [`<xhtml:link rel="alternate" hreflang="es" href="${escapeHtml(es)}"/>`, `<xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(en)}"/>`, `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(es)}"/>`].join('');
    entries.push(`<url><loc>${escapeHtml(es)}</loc>${alternates}</url>`, `<url><loc>${escapeHtml(en)}</loc>${alternates}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** `/sitemap.xml` (public pages in both languages, records included, made at most every ten minutes) and `/robots.txt` pointing to it. */
export default async function sitemapRoutes(app: FastifyInstance, { db, origin }: { db: Database; origin: string }) {
  let made: { at: number; xml: string; gzip: Buffer } | null = null;
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    if (!made || Date.now() - made.at > SITEMAP_TTL_MS) {
      const xml = sitemapXml([...staticPages(), ...(await recordPages(db))], origin);
      made = { at: Date.now(), xml, gzip: gzipSync(xml) };
    }
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').header('vary', 'accept-encoding');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(made.gzip);
    return reply.send(made.xml);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      // Link previews fetch the card images under /api, and their fetchers read this file.
      .send(`User-agent: *\nAllow: /\nAllow: /api/card/\nDisallow: /api/\n\nSitemap: ${origin.replace(/\/$/, '')}/sitemap.xml\n`),
  );
}
