import * as contract from '@domain/contract';
import { isOwnedReferenceField, OTHER_ID_FIELDS, PUBLIC_REFERENCE_FIELDS } from '../lib/reference-fields';

/** A field of a write schema that names a record: `path` uses `[]` for a list's items (`teamMembers.[].personId`). */
export interface IdField {
  schema: string;
  path: string;
  /** The field's own name, the last step of `path`. */
  name: string;
}

export type FieldRule = 'owned' | 'public' | 'other' | 'undeclared';

const ID_LIKE = /Ids?$/;
/** Request bodies of the contract, by the names it gives them (queries and path parameters are reads). */
const WRITE_SCHEMA = /(Input|Request|Update)$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Walks a valibot schema: objects' entries, arrays' items, optional/nullable wrappers and unions' options. */
function idFieldsOf(schema: unknown, prefix: string, found: Set<string>, depth = 0): void {
  if (!isRecord(schema) || depth > 12) return;
  if (isRecord(schema.entries)) {
    for (const [key, entry] of Object.entries(schema.entries)) {
      if (ID_LIKE.test(key) || isOwnedReferenceField(key)) found.add(`${prefix}${key}`);
      idFieldsOf(entry, `${prefix}${key}.`, found, depth + 1);
    }
  }
  if (isRecord(schema.item)) idFieldsOf(schema.item, `${prefix}[].`, found, depth + 1);
  if (isRecord(schema.wrapped)) idFieldsOf(schema.wrapped, prefix, found, depth + 1);
  if (Array.isArray(schema.options)) for (const option of schema.options) idFieldsOf(option, prefix, found, depth + 1);
}

/** Every id-like field (name ending in `Id`/`Ids`, or declared owned) of every write schema of domain/contract. */
export function writeSchemaIdFields(): IdField[] {
  const fields: IdField[] = [];
  for (const [schema, value] of Object.entries<unknown>(contract)) {
    if (!WRITE_SCHEMA.test(schema) || !isRecord(value) || value.kind !== 'schema') continue;
    const found = new Set<string>();
    idFieldsOf(value, '', found);
    for (const path of found) fields.push({ schema, path, name: path.split('.').at(-1) ?? path });
  }
  return fields;
}

/** How the server's declaration (server/lib/reference-fields.ts) holds a field; `undeclared` is a gap. */
export function ruleOf(field: IdField): FieldRule {
  if (Object.hasOwn(OTHER_ID_FIELDS, `${field.schema}.${field.path}`)) return 'other';
  if (isOwnedReferenceField(field.name)) return 'owned';
  if (PUBLIC_REFERENCE_FIELDS.includes(field.name)) return 'public';
  return 'undeclared';
}

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Id-like property names anywhere in a JSON Schema of the OpenAPI description. */
export function jsonIdNames(schema: JsonSchema | undefined, found = new Set<string>()): Set<string> {
  if (!schema) return found;
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (ID_LIKE.test(key)) found.add(key);
    jsonIdNames(property, found);
  }
  jsonIdNames(schema.items, found);
  for (const list of [schema.anyOf, schema.oneOf, schema.allOf]) for (const option of list ?? []) jsonIdNames(option, found);
  return found;
}

export type { JsonSchema };
