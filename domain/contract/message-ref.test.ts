import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, validationMessage } from './messages';
import { messageRef, parseMessageRef } from './message-ref';
import { requiredText } from './fields';
import { sportId } from './catalog-fields';
import { PersonClubsInput } from './person.schema';
import { username } from './auth.schema';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) throw new Error('expected the input to be refused');
  return result.issues[0].message;
};

describe('validation messages', () => {
  it('carry the values their text names and read back the same', () => {
    const ref = messageRef('tooLong', { max: 80 });
    expect(parseMessageRef(ref)).toEqual({ key: 'tooLong', params: { max: '80' } });
    expect(parseMessageRef('required')).toEqual({ key: 'required', params: {} });
  });

  it('name the limit a text goes over, in both languages', () => {
    const ref = firstMessage(requiredText(80), 'x'.repeat(81));
    expect(validationMessage(ref, 'es')).toBe('Máximo 80 caracteres');
    expect(validationMessage(ref, 'en')).toBe('At most 80 characters');
  });

  it('count items, not characters, for lists', () => {
    const ref = firstMessage(PersonClubsInput, { personId: 1, clubIds: Array.from({ length: 21 }, (_, i) => i + 1) });
    expect(validationMessage(ref, 'es')).toBe('Como máximo 20 elementos');
  });

  it('say what to do rather than what went wrong', () => {
    expect(validationMessage(firstMessage(sportId, 99), 'es')).toBe('Elige un deporte');
    expect(validationMessage(firstMessage(sportId, 99), 'en')).toBe('Choose a sport');
    for (const texts of Object.values(VALIDATION_MESSAGES)) {
      for (const text of [texts.es, texts.en]) expect(text).not.toMatch(/demasiado (largo|corto)|too (long|short)$|no es una de las opciones|not one of the options/i);
    }
  });

  it('describe a username the same way its hint does: underscores included', () => {
    expect(v.safeParse(username, 'ana_maria').success).toBe(true);
    expect(validationMessage(firstMessage(username, 'a b'), 'es')).toMatch(/guiones bajos/);
  });

  it('leave no placeholder unfilled when a schema names its limits', () => {
    for (const [key, texts] of Object.entries(VALIDATION_MESSAGES)) {
      const placeholders = texts.es.match(/\{\{\w+\}\}/g) ?? [];
      expect(texts.en.match(/\{\{\w+\}\}/g) ?? [], key).toEqual(placeholders);
    }
  });
});
