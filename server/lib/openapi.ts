import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

/**
 * The contract's valibot schema described as JSON Schema for the OpenAPI document. Validation itself is
 * valibot's (see parseRequest); Fastify's own validator is switched off so inputs are checked once.
 */
export function jsonSchemaOf(schema: v.GenericSchema<unknown, unknown>): Record<string, unknown> {
  return toJsonSchema(schema, { errorMode: 'ignore', target: 'openapi-3.0' }) as Record<string, unknown>;
}
