import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../../db/client';
import { images } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { readSingleFile } from '../../lib/multipart';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { IMAGE_MAX_BYTES, IMAGE_MAX_MB, idParam, messageRef, validationMessage, type UploadedImage } from '@domain/contract';
import { existingCommunity } from './guard';


/** The real type of an image from its first bytes; the declared type and file name are not trusted. */
export function sniffImage(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP') return 'image/webp';
  return null;
}

function readUpload(request: FastifyRequest): Promise<Buffer> {
  const locale = requestLocale(request);
  return readSingleFile(request, {
    maxBytes: IMAGE_MAX_BYTES,
    invalid: () => badRequest('body.file', validationMessage('imageType', locale)),
    tooLarge: () => badRequest('body.file', validationMessage(messageRef('imageSize', { max: IMAGE_MAX_MB }), locale)),
  });
}

/** Logos and avatars: uploaded once, stored in the database, served with a long cache. */
export default async function imageRoutes(app: FastifyInstance, { db }: { db: Database }) {
  await app.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });

  app.post('/images', { schema: { tags: ['images'], summary: 'Upload a PNG, JPEG, WebP or GIF image (2 MB at most)' }, config: { auth: 'required' } }, async (request, reply) => {
    const { accountId } = requireAuth(request);
    const community = await existingCommunity(db, request);
    const bytes = await readUpload(request);
    const contentType = sniffImage(bytes);
    if (!contentType) throw badRequest('body.file', validationMessage('imageType', requestLocale(request)));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const [existing] = await db.select({ id: images.id }).from(images).where(and(eq(images.sha256, sha256), eq(images.communityId, community.id))).limit(1);
    const [row] = existing
      ? [existing]
      : await db.insert(images).values({ communityId: community.id, contentType, sha256, bytes, createdByAccountId: accountId }).returning({ id: images.id });
    if (!row) throw new Error('image not stored');
    reply.status(201);
    const data: UploadedImage = { id: row.id, url: `/api/images/${row.id}`, contentType };
    return { data };
  });

  app.get('/images/:id', { schema: { tags: ['images'], summary: 'An uploaded image' } }, async (request, reply) => {
    const { params } = parseRequest(request, { params: v.object({ id: idParam }) });
    const [row] = await db.select({ contentType: images.contentType, bytes: images.bytes }).from(images).where(eq(images.id, params.id)).limit(1);
    if (!row) throw notFound();
    return reply.type(row.contentType).header('cache-control', 'public, max-age=31536000, immutable').send(Buffer.from(row.bytes));
  });
}
