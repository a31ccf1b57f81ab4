import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from '@domain/catalog';
import { ERROR_CODES, errorMessage, type ApiErrorBody, type ErrorMessageKey } from '@domain/contract';
import { ApiError } from '../lib/errors';
import { requestLocale } from '../lib/locale';

function send(reply: FastifyReply, body: ApiErrorBody) {
  return reply.status(body.status).type('application/json; charset=utf-8').send({ error: body });
}

const answer = (status: number, code: string, key: ErrorMessageKey, locale: Locale): ApiErrorBody => ({ status, code, message: errorMessage(key, locale) });

/**
 * Fastify's own client errors (bad JSON, too large, wrong content type, bad or too long URL) mapped to the
 * envelope. Their texts quote the URL or the content type, so they are replaced by the catalogue's.
 */
export function frameworkError(error: FastifyError, request: Pick<FastifyRequest, 'headers'>): ApiErrorBody | null {
  const locale = requestLocale(request);
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_BAD_URL') return answer(400, ERROR_CODES.badUrl, 'badUrl', locale);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH' || status === 414) return answer(414, ERROR_CODES.uriTooLong, 'uriTooLong', locale);
  if (status >= 500) return null;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return { ...answer(400, ERROR_CODES.validation, 'invalidJson', locale), fields: [{ field: 'body', message: errorMessage('invalidJson', locale) }] };
  }
  if (status === 413) return answer(status, ERROR_CODES.payloadTooLarge, 'payloadTooLarge', locale);
  if (status === 415) return answer(status, ERROR_CODES.unsupportedMediaType, 'unsupportedMediaType', locale);
  if (status === 429) return answer(status, ERROR_CODES.rateLimited, 'rateLimited', locale);
  if (status === 404) return answer(status, ERROR_CODES.notFound, 'notFound', locale);
  return answer(status, ERROR_CODES.badRequest, 'badRequest', locale);
}

/** Fastify's `frameworkErrors` option: errors raised before a route is found (bad URL encoding, a too long parameter). */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const body = frameworkError(error, request) ?? answer(500, ERROR_CODES.internal, 'internal', requestLocale(request));
  return send(reply, body);
}

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser rejects (unknown method, broken framing,
 * headers too large) never reaches Fastify, so the envelope is written on the socket by hand.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, key]: [number, string, ErrorMessageKey] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, ERROR_CODES.timeout, 'timeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, ERROR_CODES.headersTooLarge, 'headersTooLarge']
        : [400, ERROR_CODES.badRequest, 'badRequest'];
  const body = JSON.stringify({ error: { status, code, message: errorMessage(key, 'es') } });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${code}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

/**
 * What an unexpected error may put in the log. Database errors quote their query parameters, which can hold a
 * contact form's name and email, password or token hashes: the parameter list is cut off the message, the
 * stack keeps only its frames (its first lines repeat the whole message), and the driver's details and the
 * error's cause are dropped. The same for the cause's message, which is where drivers put the values.
 */
export function loggable(error: Error): { name: string; code?: string; message: string; stack?: string; cause?: string } {
  const clean = (text: string) => text.replace(/\s*params:[\s\S]*$/i, ' params: [redacted]').replace(/Key \([^)]*\)=\([\s\S]*$/, 'Key [redacted]');
  const message = clean(error.message);
  const code = (error as { code?: unknown }).code ?? (error.cause instanceof Error ? (error.cause as { code?: unknown }).code : undefined);
  const stack = error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 8)
    .join('\n');
  const cause = error.cause instanceof Error ? `${error.cause.name}: ${clean(error.cause.message)}` : undefined;
  return { name: error.name, message, ...(typeof code === 'string' ? { code } : {}), ...(stack ? { stack } : {}), ...(cause ? { cause } : {}) };
}

async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const locale = requestLocale(request);
    if (error instanceof ApiError) {
      const message = error.messageKey ? errorMessage(error.messageKey, locale) : error.message;
      return send(reply, { status: error.status, code: error.code, message, ...(error.fields ? { fields: error.fields } : {}), ...(error.current ? { current: error.current } : {}), ...(error.reason ? { reason: error.reason } : {}) });
    }
    const known = frameworkError(error, request);
    if (known) return send(reply, known);
    request.log.error({ err: loggable(error) }, 'unexpected error');
    return send(reply, { status: 500, code: ERROR_CODES.internal, message: errorMessage('internal', locale) });
  });
}

/** The envelope for a path no route answers; the path itself is not repeated (it may carry anything). */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, answer(404, ERROR_CODES.notFound, 'routeNotFound', requestLocale(request)));
}

export default fp(errors, { name: 'errors' });
