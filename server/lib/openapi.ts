import { toJsonSchema } from '@valibot/to-json-schema';
import type { RouteOptions } from 'fastify';
import type * as v from 'valibot';
import { IDEMPOTENCY_KEEP_HOURS, IDEMPOTENCY_KEY_HEADER } from '@domain/contract';

/**
 * The contract's valibot schema described as JSON Schema for the OpenAPI document. Validation itself is
 * valibot's (see parseRequest); Fastify's own validator is switched off so inputs are checked once.
 */
export function jsonSchemaOf(schema: v.GenericSchema<unknown, unknown>): Record<string, unknown> {
  return toJsonSchema(schema, { errorMode: 'ignore', target: 'openapi-3.0' }) as Record<string, unknown>;
}

/**
 * Lists the optional `Idempotency-Key` header (server/plugins/idempotency.ts) on a POST of the API, for the OpenAPI
 * description; the header is checked by that plugin, not by a schema.
 */
export function describeIdempotencyKey(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.includes('POST') || !route.url.startsWith('/api/') || route.schema?.headers !== undefined) return;
  route.schema = {
    ...route.schema,
    headers: {
      type: 'object',
      properties: {
        [IDEMPOTENCY_KEY_HEADER]: {
          type: 'string',
          minLength: 1,
          maxLength: 255,
          description: `Optional: 1 to 255 printable ASCII characters, a new one (a UUID) for each request. A repeat by the same caller with the same key and request answers the first answer again, with \`Idempotent-Replayed: true\`, and runs nothing; one sent while the first still runs waits for its answer (409 after 10 s); the same key with another request, 422. A 5xx is not kept: its retry runs. Kept ${IDEMPOTENCY_KEEP_HOURS} h. Only for a signed-in session or a score-keeper link, and not for sign-in or uploads (400).`,
        },
      },
    },
  };
}
