import * as v from 'valibot';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, errorMessage, issueMessageRef, validationMessage, type ApiFieldError } from '@domain/contract';
import { ApiError } from './errors';
import { requestLocale } from './locale';

type AnySchema = v.GenericSchema<unknown, unknown>;
interface RequestSchemas {
  params?: AnySchema;
  query?: AnySchema;
  body?: AnySchema;
}
type Parsed<S extends RequestSchemas> = {
  [K in keyof S]: S[K] extends AnySchema ? v.InferOutput<S[K]> : never;
};

const SOURCES = { params: 'params', query: 'query', body: 'body' } as const;

/**
 * Checks a request's params, query and body against the contract's valibot schemas and returns the typed
 * values. Every failing field is listed, in the caller's language, in one 400 answer: a schema's own message key
 * where it gave one, otherwise words for what valibot found (missing, wrong type, out of range), never its English.
 */
export function parseRequest<S extends RequestSchemas>(request: FastifyRequest, schemas: S): Parsed<S> {
  const locale = requestLocale(request);
  const fields: ApiFieldError[] = [];
  const output: Record<string, unknown> = {};
  for (const key of Object.keys(SOURCES) as (keyof RequestSchemas)[]) {
    const schema = schemas[key];
    if (!schema) continue;
    const raw = key === 'body' ? (request.body ?? {}) : request[key];
    const result = v.safeParse(schema, raw, { abortPipeEarly: true });
    if (result.success) {
      output[key] = result.output;
      continue;
    }
    for (const issue of result.issues) {
      const path = issue.path?.map((item) => String(item.key)).join('.');
      const field = path ? `${key}.${path}` : key;
      if (fields.some((existing) => existing.field === field)) continue;
      fields.push({ field, message: validationMessage(issueMessageRef(issue), locale) });
    }
  }
  if (fields.length > 0) {
    // The summary says what is wrong in words; which field each message belongs to is in `fields`, never in the
    // sentence a person may read.
    const summary = [...new Set(fields.map((f) => f.message))].join('; ');
    throw new ApiError(400, ERROR_CODES.validation, null, `${errorMessage('validation', locale)} (${summary})`, fields);
  }
  return output as Parsed<S>;
}
