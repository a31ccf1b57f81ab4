import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CardParams, PageRecordsQuery } from '@domain/contract';
import { matchRoute, type PageRecords } from '@domain/routes';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { jsonSchemaOf } from '../../lib/openapi';
import { pageRecords } from '../../lib/page-records';
import { parseRequest } from '../../lib/validate';
import { cardData } from './card-data';
import { CardCache, readLogo, renderPng } from './card-image';
import { cardSvg } from './card-svg';

const tags = ['share'];

/** Bumped when the card's drawing changes, so cards made by an older drawing are made again. */
const CARD_DRAWING = 1;
/** Rendered cards kept in memory (about 50 KB each). */
const CARD_CACHE_BYTES = 16 * 1024 * 1024;

interface ShareOptions {
  db: Database;
  /** Where the web app's files are (community logos): the build, then the sources' public folder. */
  assetRoots: string[];
}

/**
 * Sharing: the names of the records a page's address names (for the title and breadcrumbs the browser writes on
 * navigation), and each shareable record's card image, drawn on the server.
 */
export default async function shareRoutes(app: FastifyInstance, { db, assetRoots }: ShareOptions) {
  const cards = new CardCache(CARD_CACHE_BYTES);
  const roots = assetRoots.map((root) => path.resolve(root));

  app.get('/page/records', { schema: { tags, summary: "The names of the records a page's address names", querystring: jsonSchemaOf(PageRecordsQuery) } }, async (request) => {
    const { query } = parseRequest(request, { query: PageRecordsQuery });
    const match = matchRoute(query.path);
    const records = match ? await pageRecords(db, match) : null;
    if (!records) throw notFound();
    const data: PageRecords = records;
    return { data };
  });

  app.get('/card/:locale/:kind/:file', { schema: { tags, summary: "A record's share card (PNG, 1200×630)", params: jsonSchemaOf(CardParams) } }, async (request, reply) => {
    const { params } = parseRequest(request, { params: CardParams });
    const id = Number(params.file.slice(0, -'.png'.length));
    const card = await cardData(db, params.kind, id, params.locale);
    if (!card) throw notFound();
    const etag = `"card-${CARD_DRAWING}-${params.locale}-${params.kind}-${id}-${card.version}-${hashText(JSON.stringify(card.community))}"`;
    // The address carries the version the page saw: while it is the current one the image never changes.
    const requested = (request.query as Record<string, unknown>).v;
    const current = requested === String(card.version);
    reply.header('etag', etag).header('cache-control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    // Link previews show the card on other sites.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    let png = cards.get(etag);
    if (!png) {
      png = await renderPng(cardSvg(card, await readLogo(card.community.look.logos.brand, roots)));
      cards.set(etag, png);
    }
    return reply.type('image/png').send(png);
  });
}

function hashText(text: string): string {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash.toString(36);
}
