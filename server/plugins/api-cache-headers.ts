import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestSessionToken } from './auth';

/** What a public answer depends on besides its address: a shared cache keeps one copy per combination. */
const VARY = 'x-community-id, x-locale, accept-language, authorization, cookie';

const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || `W/${tag}` === etag;
  });
}

/** A read anyone may see: no session on the request, so the answer holds no private field. */
function isPublicRead(request: FastifyRequest, reply: FastifyReply, payload: unknown): payload is string {
  return (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode === 200 && typeof payload === 'string' && requestSessionToken(request) === null;
}

/**
 * Cache headers of API answers. A public read carries an ETag and `no-cache`: a browser keeps it and asks again
 * with If-None-Match, and an unchanged answer costs a 304 with no body. Anything else (signed-in answers, which
 * may hold private fields, errors, writes) is `no-store`, unless its route chose otherwise (images).
 */
async function apiCacheHeaders(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return done(null, payload);
    if (!isPublicRead(request, reply, payload)) {
      reply.header('cache-control', 'no-store');
      return done(null, payload);
    }
    const etag = etagOf(payload);
    reply.header('cache-control', 'no-cache').header('vary', VARY).header('etag', etag);
    if (!matches(request.headers['if-none-match'], etag)) return done(null, payload);
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return done(null, null);
  });
}

export default fp(apiCacheHeaders, { name: 'api-cache-headers', dependencies: ['@fastify/cookie'] });
