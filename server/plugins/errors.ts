import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, errorMessage, type ApiErrorBody } from '@domain/contract';
import { ApiError } from '../lib/errors';
import { requestLocale } from '../lib/locale';

function send(reply: FastifyReply, body: ApiErrorBody) {
  return reply.status(body.status).type('application/json; charset=utf-8').send({ error: body });
}

/** Fastify's own client errors (bad JSON, too large, wrong content type) mapped to the envelope. */
function frameworkError(error: FastifyError, request: FastifyRequest): ApiErrorBody | null {
  const locale = requestLocale(request);
  const status = error.statusCode ?? 500;
  if (status >= 500) return null;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return { status: 400, code: ERROR_CODES.validation, message: errorMessage('invalidJson', locale), fields: [{ field: 'body', message: errorMessage('invalidJson', locale) }] };
  }
  if (status === 413) return { status, code: ERROR_CODES.payloadTooLarge, message: errorMessage('payloadTooLarge', locale) };
  if (status === 429) return { status, code: ERROR_CODES.rateLimited, message: errorMessage('rateLimited', locale) };
  return { status, code: error.code || 'BAD_REQUEST', message: error.message };
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
      return send(reply, { status: error.status, code: error.code, message, ...(error.fields ? { fields: error.fields } : {}), ...(error.current ? { current: error.current } : {}) });
    }
    const known = frameworkError(error, request);
    if (known) return send(reply, known);
    request.log.error({ err: loggable(error) }, 'unexpected error');
    return send(reply, { status: 500, code: ERROR_CODES.internal, message: errorMessage('internal', locale) });
  });

}

/** The envelope for a path under /api that no route answers. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(request);
  const path = request.url.split('?')[0] ?? '';
  return send(reply, { status: 404, code: ERROR_CODES.notFound, message: `${errorMessage('routeNotFound', locale)}: ${request.method} ${path}` });
}

export default fp(errors, { name: 'errors' });
