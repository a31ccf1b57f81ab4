// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type ApiErrorBody } from '@domain/contract';
import { operationsOf, type Operation } from './fuzz/cases';
import { startFuzzTarget, type FuzzTarget } from './fuzz/target';
import type { JsonSchema } from './fuzz/values';
import { http } from './test-app';

/**
 * Every write of the published API, sent an empty body and bodies of the wrong types in Spanish and in English, as an
 * organiser who may do all of them: each refusal must speak the caller's language in the catalogue's words, and keep
 * the path of the failing input in `fields[].field`, out of the sentences.
 */

let target: FuzzTarget;
beforeAll(async () => {
  target = await startFuzzTarget();
}, 120_000);
afterAll(async () => {
  await target.close();
});

/** valibot's own English texts, and paths or placeholders that belong in `field`, never in a sentence. */
const VALIBOT_TEXT = /Invalid (key|type|length|value|integer)|Expected |but received/;
const INTERNAL = /\b(body|query|params)\.|\{\{|\w+\.\d+\.\w+/;
/** Words only one language's catalogue uses in its commonest refusals, to tell an answer's language. */
const ENGLISH = /\b(This field is required|Must be|Enter a|Check the|At most|At least|Choose|Field not allowed|The request)\b/;
const SPANISH = /\b(Este campo|Debe ser|Escribe|Revisa|Elige|Como máximo|Como mínimo|Campo no permitido|La petición)\b/;
const ABSENT_ID = '2147483647';

/** A value of another type than the one a property of the published schema takes. */
function wrongFor(schema: JsonSchema | undefined): unknown {
  const type = [schema?.type ?? (schema?.anyOf ?? schema?.oneOf)?.[0]?.type].flat()[0];
  if (type === 'number' || type === 'integer') return 'three';
  if (type === 'string') return 3;
  if (type === 'boolean') return 'yes';
  if (type === 'array') return 'x';
  if (type === 'object') return 7;
  return [[]];
}

function bodiesFor(operation: Operation): { name: string; body: unknown }[] {
  const properties = operation.body?.properties ?? {};
  const wrong = Object.fromEntries(Object.entries(properties).map(([key, schema]) => [key, wrongFor(schema)]));
  return [
    { name: 'an empty body', body: {} },
    { name: 'wrong types', body: wrong },
    { name: 'a list instead of an object', body: [1] },
  ];
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const writes = () => operationsOf(target.document).filter((operation) => WRITE_METHODS.has(operation.method) && !operation.path.startsWith('/api/auth/logout'));
const organizer = () => target.personas.find((persona) => persona.name === 'organizador')?.headers ?? {};
const pathOf = (operation: Operation) => operation.path.replace(/\{\w+\}/g, ABSENT_ID);

describe('validation answers of every write', () => {
  it('are in the caller\'s language, in the catalogue\'s words, with the path only in `field`', async () => {
    const problems: string[] = [];
    let checked = 0;
    const operations = writes();
    expect(operations.length).toBeGreaterThan(80);
    for (const operation of operations) {
      for (const { name, body } of bodiesFor(operation)) {
        for (const language of ['es', 'en'] as const) {
          const answer = await http<{ error?: ApiErrorBody }>(target.app.url, pathOf(operation), {
            method: operation.method,
            body,
            headers: { ...organizer(), 'accept-language': language },
          });
          const error = answer.body.error;
          if (answer.status !== 400 || !error) continue;
          checked += 1;
          const where = `${operation.method} ${operation.path} with ${name} (${language})`;
          const texts = [error.message, ...(error.fields ?? []).map((field) => field.message)];
          for (const text of texts) {
            if (VALIBOT_TEXT.test(text)) problems.push(`${where}: valibot's text "${text}"`);
            if (INTERNAL.test(text)) problems.push(`${where}: an internal path in "${text}"`);
            if ((language === 'es' ? ENGLISH : SPANISH).test(text)) problems.push(`${where}: another language in "${text}"`);
          }
          if (error.code === ERROR_CODES.validation && (error.fields ?? []).length === 0) problems.push(`${where}: a validation answer names no field`);
          for (const field of error.fields ?? []) if (!/^(body|query|params)(\.|$)/.test(field.field)) problems.push(`${where}: field "${field.field}" is not a path`);
        }
      }
    }
    console.warn(`${operations.length} writes, ${checked} refusals read`);
    expect(problems).toEqual([]);
    // Most writes check their body before anything else: the sweep really read their answers.
    expect(checked).toBeGreaterThan(300);
  }, 240_000);

  it('say what is missing and what type a value should be, in each language', async () => {
    const send = (language: string, body: unknown) =>
      http<{ error: ApiErrorBody }>(target.app.url, '/api/place', { method: 'POST', body, headers: { ...organizer(), 'accept-language': language } });
    const empty = await send('es', {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toContainEqual({ field: 'body.name', message: 'Este campo es obligatorio' });
    const wrong = await send('en', { name: 3 });
    expect(wrong.body.error.fields).toContainEqual({ field: 'body.name', message: 'Must be text' });
  });
});

describe('bodies Fastify refuses before any route reads them', () => {
  const post = (language: string, raw: string, contentType: string) =>
    http<{ error: ApiErrorBody }>(target.app.url, '/api/place', { method: 'POST', raw, headers: { ...organizer(), 'accept-language': language, 'content-type': contentType } });

  it('answer broken JSON in the caller\'s language', async () => {
    const es = await post('es', '{"name": ', 'application/json');
    const en = await post('en', '{"name": ', 'application/json');
    expect([es.status, en.status]).toEqual([400, 400]);
    expect(es.body.error.message).toBe('El cuerpo de la petición no es JSON válido');
    expect(en.body.error.message).toBe('The request body is not valid JSON');
    expect(en.body.error.fields).toEqual([{ field: 'body', message: 'The request body is not valid JSON' }]);
  });

  it('answer a content type other than JSON in the caller\'s language', async () => {
    const es = await post('es', 'name=x', 'application/x-www-form-urlencoded');
    const en = await post('en', '<name/>', 'text/xml');
    expect([es.status, en.status]).toEqual([415, 415]);
    expect(es.body.error.message).toBe('Tipo de contenido no admitido: envía JSON');
    expect(en.body.error.message).toBe('Unsupported content type: send JSON');
  });
});
