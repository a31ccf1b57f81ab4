import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet would write for these options, worked out once. Helmet's own Fastify plugin rebuilds its
 * middleware (and re-parses the whole policy) on every request; the answer never changes, so it is computed here
 * against a detached response and copied onto each reply.
 */
export function helmetHeaders(options: HelmetOptions): OutgoingHttpHeaders {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let failure: unknown = null;
  helmet(options)(request, response, (error) => {
    failure = error ?? null;
  });
  if (failure) throw failure instanceof Error ? failure : new Error('helmet refused its options');
  return response.getHeaders();
}

export interface SecurityHeadersOptions {
  helmet: HelmetOptions;
  /** Headers of the platform's own, added to helmet's. */
  extra: Record<string, string>;
  /**
   * Addresses any website may show in a frame (the embed screens): the same headers, but the policy's
   * `frame-ancestors` allows every origin and no X-Frame-Options contradicts it. Every other answer refuses frames.
   */
  framable?: (pathname: string) => boolean;
}

/** The same headers with framing by any origin allowed: `frame-ancestors *`, and no X-Frame-Options. */
export function framableHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const framable: OutgoingHttpHeaders = { ...headers };
  delete framable['x-frame-options'];
  const policy = framable['content-security-policy'];
  if (typeof policy === 'string') framable['content-security-policy'] = policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *');
  return framable;
}

/** Security headers on every answer (files, screens and API), set before any route runs so errors carry them too. */
async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const headers = { ...helmetHeaders(options.helmet), ...options.extra };
  const { framable } = options;
  const framed = framable ? framableHeaders(headers) : headers;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(framable?.(request.url.split('?', 1)[0] ?? '/') ? framed : headers);
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
