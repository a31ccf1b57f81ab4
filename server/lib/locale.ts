import type { FastifyRequest } from 'fastify';
import type { Locale } from '@domain/catalog';

/** The caller's language: an explicit `x-locale` header wins, then Accept-Language; Spanish by default. */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const explicit = request.headers['x-locale'];
  if (explicit === 'en' || explicit === 'es') return explicit;
  const accept = request.headers['accept-language'];
  return typeof accept === 'string' && /^en\b/i.test(accept.trim()) ? 'en' : 'es';
}
