import type { Random } from './random';

/** A JSON Schema as @fastify/swagger publishes it (OpenAPI 3.0 flavour), read loosely. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
}

const LONG = 'x'.repeat(10_000);

/** Values no field should choke on: wrong types, out-of-range numbers, control characters, huge strings. */
export const BAD_VALUES: readonly unknown[] = [
  1e20, 99999999999, 2147483648, 2147483647, -1, -2147483649, 0, 1.5, -0.5, 1e-7,
  '1e20', '99999999999', '2147483648', '-1', '1.5', 'NaN', 'Infinity', '0x10', '',
  ' ', '\u0000', 'a\u0000b', `${'a'.repeat(40)}\u0000`, '\u0007\u001b[31m', LONG, `${LONG}\u0000`, '\uD800',
  '💥'.repeat(300), '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '%00', '2026-02-30',
  '99999-12-31', '0000-00-00', '-infinity', 'infinity', 'epoch', '1970-01-01T00:00:00Z', '25:61',
  true, false, null, [], [1, 2, 3], ['\u0000'], {}, { $gt: 0 }, { id: 1e20 }, [[[[[]]]]],
];

/** Query and path text: what a hand-typed or hostile URL can carry. */
export const BAD_TEXT: readonly string[] = [
  '1e20', '99999999999', '2147483648', '2147483647', '-1', '0', '1.5', '-0', 'NaN', 'Infinity', '0x1f', ' 1',
  'abc', '', 'null', 'undefined', 'true', '%00', 'a%00b', '%0A', '%E2%80%AE', '%F0%9F%92%A5', '%C0%AF', '%', '%zz',
  '%E0%A4%A', '..', '%2e%2e%2f', 'a'.repeat(101), '9'.repeat(120), 'x'.repeat(2000), "'", '"', '<', '[]', '{}',
  '__proto__', 'constructor', '2026-02-30', 'ES', 'zz', 'EsPaNa',
];

/** A value that passes the schema as far as it can be guessed, to reach deeper code with one bad field. */
export function plausible(schema: JsonSchema | undefined, random: Random, depth = 0): unknown {
  if (!schema || depth > 6) return 'fuzz';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return random.pick(schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) return plausible(random.pick(options), random, depth + 1);
  if (schema.allOf && schema.allOf.length > 0) return plausible(schema.allOf[0], random, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) out[key] = plausible(child, random, depth + 1);
      return out;
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, random.int(3));
      return Array.from({ length: count }, () => plausible(schema.items, random, depth + 1));
    }
    case 'integer':
      return Math.max(schema.minimum ?? 1, 1 + random.int(3));
    case 'number':
      return Math.max(schema.minimum ?? 0, random.int(50));
    case 'boolean':
      return random.chance(0.5);
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.org';
      if (schema.format === 'date') return '2026-03-14';
      return 'Fuzz value'.padEnd(schema.minLength ?? 0, 'z');
    default:
      return 'fuzz';
  }
}

/** Field names worth trying on operations whose body the description does not spell out. */
export const COMMON_FIELDS = ['id', 'name', 'version', 'subject', 'message', 'email', 'user', 'password', 'page', 'size', 'q', 'resources', 'statusId', 'seed', 'validId', 'accountId'];
