import type { Random } from './random';
import { BAD_TEXT, BAD_VALUES, COMMON_FIELDS, plausible, type JsonSchema } from './values';

export interface Operation {
  method: string;
  /** OpenAPI path template, e.g. `/api/place/{id}`. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
}

export interface FuzzRequest {
  persona: string;
  method: string;
  /** Path and query exactly as sent on the wire. */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** What was varied, for the report. */
  variant: string;
}

interface OpenApiParameter {
  in: string;
  name: string;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the published description. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const query = Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]));
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''),
        query,
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** A valid-looking id that names no record: path parameters that are not under test never touch real rows. */
const ABSENT_ID = '2147483647';
const encode = (text: string) => (/%/.test(text) ? text : encodeURIComponent(text));

function buildPath(operation: Operation, fuzzed: string | null, value: string): string {
  return operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => (name === fuzzed ? encode(value) : ABSENT_ID));
}

function badQuery(operation: Operation, random: Random): string {
  const names = [...Object.keys(operation.query), 'page', 'size', 'q', 'limit', 'id', 'validId', '__proto__[polluted]'];
  const parts: string[] = [];
  const count = 1 + random.int(3);
  for (let i = 0; i < count; i += 1) parts.push(`${encodeURIComponent(random.pick(names))}=${encode(random.pick(BAD_TEXT))}`);
  if (random.chance(0.1)) parts.push(`q=${'y'.repeat(10_000)}`);
  return `?${parts.join('&')}`;
}

function badJsonBody(operation: Operation, random: Random): { body: unknown; variant: string } {
  const base = plausible(operation.body, random);
  const record: Record<string, unknown> = base && typeof base === 'object' && !Array.isArray(base) ? { ...base } : {};
  const fields = Object.keys(record).length > 0 ? Object.keys(record) : COMMON_FIELDS;
  const roll = random.int(10);
  if (roll < 6) {
    const field = random.pick(fields);
    const bad = random.pick(BAD_VALUES);
    if (field.length > 0) record[field] = bad;
    return { body: record, variant: `body.${field}=${JSON.stringify(bad)?.slice(0, 40)}` };
  }
  if (roll < 7) {
    const bad = random.pick(BAD_VALUES);
    for (const field of fields) record[field] = bad;
    return { body: record, variant: `every body field=${JSON.stringify(bad)?.slice(0, 40)}` };
  }
  if (roll < 8) return { body: { ...record, unexpected: random.pick(BAD_VALUES), constructor: { prototype: { polluted: 1 } } }, variant: 'unknown body fields' };
  if (roll < 9) return { body: record, variant: 'plausible body' };
  const whole = random.pick(BAD_VALUES);
  return { body: whole, variant: `body=${JSON.stringify(whole)?.slice(0, 40)}` };
}

const RAW_BODIES = ['{', '{"a":', '[', 'nul', '\u0000', '{"a":1}garbage', '{"a":1,}', "{'a':1}", '[]', 'null', '"x"', '123', 'true', '', `${'['.repeat(3000)}${']'.repeat(3000)}`];
const CONTENT_TYPES = ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=fuzz', 'application/octet-stream', 'application/json; charset=latin1', 'application/jsonx', 'image/png', ';;;', 'application/json; boundary=x'];
const MULTIPART_BODIES = ['--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG', '--fuzz\r\n', '--fuzz--\r\n', 'garbage', '--fuzz\r\nContent-Disposition: form-data; name="x"\r\n\r\nvalue\r\n--fuzz--\r\n'];
const HEADERS: readonly [string, string][] = [
  ['x-account-id', '1e20'], ['x-account-id', '99999999999'], ['x-account-id', '-1'], ['x-account-id', 'abc'], ['x-account-id', '2147483648'],
  ['x-community-id', '999999999'], ['x-community-id', '0'], ['x-community-id', '2147483648'], ['authorization', 'Bearer ' + 'z'.repeat(300)], ['authorization', 'Bearer '],
  ['authorization', 'Basic Zm9vOmJhcg=='], ['accept-language', 'zz-ZZ;q=abc'], ['accept-language', 'x'.repeat(4000)], ['cookie', 'session=%00; sid=%zz'],
];

/** One malformed request for an operation, chosen by the generator. */
export function fuzzRequest(operation: Operation, persona: string, random: Random): FuzzRequest {
  const headers: Record<string, string> = {};
  const hasBody = operation.method !== 'GET';
  let path = buildPath(operation, null, '');
  let query = '';
  let body: string | Buffer | undefined;
  let variant: string;
  let method = operation.method;
  const kind = random.int(operation.pathParams.length > 0 ? 10 : 8);
  if (kind >= 8) {
    const param = random.pick(operation.pathParams);
    const value = random.pick(BAD_TEXT);
    path = buildPath(operation, param, value);
    variant = `path ${param}=${value.slice(0, 40)}`;
  } else if (kind < 2) {
    query = badQuery(operation, random);
    variant = `query ${query.slice(0, 60)}`;
  } else if (kind < 3) {
    const [name, value] = random.pick(HEADERS);
    headers[name] = value;
    variant = `header ${name}`;
  } else if (kind < 4) {
    method = random.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'FOO']);
    variant = `method ${method}`;
  } else if (hasBody && kind < 5) {
    headers['content-type'] = random.pick(CONTENT_TYPES);
    body = headers['content-type'].startsWith('multipart') ? random.pick(MULTIPART_BODIES) : JSON.stringify(plausible(operation.body, random));
    variant = `content-type ${headers['content-type']}`;
  } else if (hasBody && kind < 6) {
    headers['content-type'] = 'application/json';
    body = random.chance(0.05) ? Buffer.alloc(1_100_000, 0x61) : random.pick(RAW_BODIES);
    variant = `raw body ${typeof body === 'string' ? JSON.stringify(body.slice(0, 30)) : `${body.length} bytes`}`;
  } else if (hasBody) {
    const bad = badJsonBody(operation, random);
    headers['content-type'] = 'application/json';
    body = JSON.stringify(bad.body) ?? 'null';
    variant = bad.variant;
  } else {
    query = badQuery(operation, random);
    variant = `query ${query.slice(0, 60)}`;
  }
  if ((method === 'GET' || method === 'OPTIONS') && body !== undefined) method = 'POST';
  return { persona, method, url: `${path}${query}`, headers, ...(body !== undefined ? { body } : {}), variant };
}
