import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendApiNotFound } from './errors';

export interface WebOptions {
  distDir: string;
}

/**
 * Serves the built web app: hashed assets from disk, and index.html for any other GET so the browser router
 * takes over (history fallback). Paths under /api never fall back.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions) {
  const root = path.resolve(options.distDir);
  const indexFile = path.join(root, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}static${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  let indexHtml: string | null = null;
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/') || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendApiNotFound(request, reply);
    }
    indexHtml ??= await readFile(indexFile, 'utf8');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
