import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as contract from './index';
import { issueMessageRef } from './issue-messages';
import { VALIDATION_MESSAGES, validationMessage } from './messages';
import { parseMessageRef } from './message-ref';

type Schema = v.GenericSchema<unknown, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'schema' && '~run' in value;

/** Every schema the contract exports: the inputs the API checks and the forms share. */
const SCHEMAS: [string, Schema][] = Object.entries(contract).flatMap(([name, value]: [string, unknown]) => (isSchema(value) ? [[name, value] as [string, Schema]] : []));

/** The object a schema checks, under optional, nullable and pipe wrappers, to reach its keys. */
function entriesOf(schema: unknown): Record<string, unknown> | null {
  if (typeof schema !== 'object' || schema === null) return null;
  if ('entries' in schema && typeof schema.entries === 'object' && schema.entries !== null) return schema.entries as Record<string, unknown>;
  if ('pipe' in schema && Array.isArray(schema.pipe)) return entriesOf(schema.pipe[0]);
  if ('wrapped' in schema) return entriesOf(schema.wrapped);
  return null;
}

const WRONG_VALUES: unknown[] = ['3', 3, 1.5, -7, true, [], {}, null, 'x'.repeat(3000), [1, 'a'], { a: 1 }];

/** What any one schema is sent: nothing, a wrong type for the whole, and each of its keys given each wrong value. */
function inputsFor(schema: Schema): unknown[] {
  const inputs: unknown[] = [{}, undefined, null, '3', 3, [], true];
  const entries = entriesOf(schema);
  if (!entries) return [...inputs, ...WRONG_VALUES];
  for (const key of Object.keys(entries)) for (const value of WRONG_VALUES) inputs.push({ [key]: value });
  inputs.push({ unexpected: 1 });
  return inputs;
}

/** valibot's own texts start with these words; none may reach a person. */
const VALIBOT_TEXT = /^Invalid |Expected|but received|Received /;

function messagesFor(schema: Schema, input: unknown) {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success ? [] : result.issues.map((issue) => ({ issue, ref: issueMessageRef(issue) }));
}

describe('validation messages of every contract schema', () => {
  it('covers the contract', () => {
    expect(SCHEMAS.length).toBeGreaterThan(60);
  });

  it.each(SCHEMAS)('%s answers empty and wrong-typed input with catalogue messages in both languages', (_name, schema) => {
    for (const input of inputsFor(schema)) {
      for (const { issue, ref } of messagesFor(schema, input)) {
        const { key } = parseMessageRef(ref);
        expect(Object.hasOwn(VALIDATION_MESSAGES, key), `${ref} (valibot said: ${issue.message})`).toBe(true);
        for (const locale of ['es', 'en'] as const) {
          const text = validationMessage(ref, locale);
          expect(text).not.toMatch(VALIBOT_TEXT);
          expect(text).not.toMatch(/\{\{|\b(body|query|params)\.|\w+\.\d+\.\w+/);
        }
      }
    }
  });
});

describe('issueMessageRef', () => {
  const refOf = (schema: Schema, input: unknown) => {
    const [first] = messagesFor(schema, input);
    if (!first) throw new Error('expected the input to be refused');
    return first.ref;
  };
  const both = (ref: string) => ({ es: validationMessage(ref, 'es'), en: validationMessage(ref, 'en') });

  it('says a missing field is required, whatever the object was given as its own message', () => {
    expect(both(refOf(v.object({ name: v.string() }), {}))).toEqual({ es: 'Este campo es obligatorio', en: 'This field is required' });
    expect(refOf(v.object({ name: v.string() }, 'invalidType'), {})).toBe('required');
  });

  it('says a missing version is the version of the record read', () => {
    expect(refOf(v.object({ version: v.number() }), {})).toBe('versionRequired');
    expect(refOf(contract.AccountUpdateInput, { id: 1, name: 'A' })).toBe('versionRequired');
  });

  it('names the type a value should have, from no message or a generic one', () => {
    expect(both(refOf(v.object({ n: v.number() }), { n: '3' }))).toEqual({ es: 'Debe ser un número', en: 'Must be a number' });
    expect(refOf(contract.id, '3')).toBe('mustBeNumber');
    expect(both(refOf(contract.id, 1.5))).toEqual({ es: 'Debe ser un número entero', en: 'Must be a whole number' });
    expect(refOf(v.string(), 3)).toBe('mustBeText');
    expect(refOf(v.boolean(), 'true')).toBe('mustBeBoolean');
    expect(refOf(v.array(v.string()), 'x')).toBe('mustBeList');
  });

  it('lists the options of a choice among texts', () => {
    expect(both(refOf(v.picklist(['A', 'B']), 'C'))).toEqual({ es: 'Debe ser uno de: A, B', en: 'Must be one of: A, B' });
    expect(both(refOf(v.picklist(['A', 'B'], 'oneOf'), 'C')).en).toBe('Must be one of: A, B');
  });

  it('keeps a message key the schema gave', () => {
    expect(refOf(contract.sportId, 99)).toBe('chooseSport');
    expect(refOf(contract.requiredText(80), 'x'.repeat(81))).toBe('tooLong?max=80');
  });

  it('names the limits a value goes past', () => {
    expect(both(refOf(v.pipe(v.string(), v.minLength(3)), 'ab')).en).toBe('At least 3 characters');
    expect(both(refOf(v.pipe(v.array(v.number()), v.minLength(2)), [1])).es).toBe('Como mínimo 2 elementos');
    expect(both(refOf(v.pipe(v.number(), v.minValue(5)), 1)).en).toBe('Enter a number no lower than 5');
    expect(both(refOf(v.pipe(v.number(), v.maxValue(9)), 10)).es).toBe('Escribe un número de 9 como máximo');
    expect(both(refOf(contract.wholeNumber(0), -1)).en).toBe('Enter a number no lower than 0');
    expect(both(refOf(contract.wholeNumber(1), 0)).en).toBe('Enter a number greater than zero');
  });

  it('refuses a key the object does not take', () => {
    expect(refOf(v.strictObject({ a: v.string() }), { a: 'x', b: 1 })).toBe('unknownKey');
  });

  it('never lets an unknown text through', () => {
    expect(refOf(v.pipe(v.string(), v.check(() => false, 'No way')), 'x')).toBe('invalidType');
  });
});
