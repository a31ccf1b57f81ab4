import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import * as v from 'valibot';
import { ApiError, notFound } from '../../lib/errors';
import { readSingleFile } from '../../lib/multipart';
import { parseRequest } from '../../lib/validate';
import { AVATAR_NAME, CONTENT_TYPES, MAX_AVATAR_BYTES, avatarDir, sniffImage, storeAvatar, type ImageKind } from './storage';

const tags = ['uploads'];
const invalidImage = () => new ApiError(400, 'UPLOAD_INVALID', 'uploadInvalid');
const tooLarge = () => new ApiError(413, 'UPLOAD_TOO_LARGE', 'uploadTooLarge');

const NameParams = v.object({ name: v.pipe(v.string('invalidType'), v.regex(AVATAR_NAME, 'oneOf')) });

/** Avatar images: uploaded by signed-in users, checked by content, stored on disk and served by the API. */
export default async function uploadRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  await app.register(multipart, { limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post('/uploads/avatar', { config: { auth: 'required' }, schema: { tags, summary: 'Upload an avatar (PNG, JPEG or WebP, up to 2 MB)' } }, async (request, reply) => {
    const bytes = await readSingleFile(request, { maxBytes: MAX_AVATAR_BYTES, invalid: invalidImage, tooLarge });
    const kind = sniffImage(bytes);
    if (!kind) throw invalidImage();
    const url = await storeAvatar(config, bytes, kind);
    return reply.status(201).send({ data: { url } });
  });

  app.get('/uploads/avatars/:name', { schema: { tags, summary: 'An uploaded avatar' } }, async (request, reply) => {
    const { params } = parseRequest(request, { params: NameParams });
    const file = path.join(avatarDir(config), params.name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw notFound();
    const kind = path.extname(params.name).slice(1) as ImageKind;
    return reply
      .type(CONTENT_TYPES[kind])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-length', info.size)
      .send(createReadStream(file));
  });
}
