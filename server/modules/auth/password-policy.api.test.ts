// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BearerSession } from '@domain/contract';
import { http, startTestApp, type TestApp } from '../../test/test-app';
import { bearer, demoPassword, registerUser, solvedCaptcha } from './auth.test-support';

type FieldsBody = { error: { code: string; fields?: { field: string; message: string }[] } };
let t: TestApp;
let pablo: BearerSession;

beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_LIMIT_MAX: '10000', CAPTCHA_COST: '100' });
  const registered = await registerUser(t.url, { user: 'pablo.gomez', email: 'pgomez77@example.org' });
  expect(registered.status).toBe(200);
  pablo = registered.body.data;
});
afterAll(() => t.close());

const refusals = [
  ['one of the most used passwords', 'Sunshine', 'Esta contraseña es de las más usadas: elige otra'],
  ['the username inside', 'mi-PABLO.GOMEZ-2026', 'La contraseña no puede contener tu usuario o tu correo'],
  ["the email's local part inside", 'Clave-pgomez77!', 'La contraseña no puede contener tu usuario o tu correo'],
  ['only spaces', '            ', 'La contraseña no puede ser solo espacios'],
  ['one letter over and over', 'aaaaaaaa', 'Esta contraseña es demasiado fácil de adivinar: evita repeticiones y secuencias como aaaa o 1234, o hazla más larga'],
  ['a run of the alphabet', 'abcdefghijk', 'Esta contraseña es demasiado fácil de adivinar: evita repeticiones y secuencias como aaaa o 1234, o hazla más larga'],
  ['a short pattern repeated', 'ab12ab12ab12', 'Esta contraseña es demasiado fácil de adivinar: evita repeticiones y secuencias como aaaa o 1234, o hazla más larga'],
] as const;

describe('the password policy', () => {
  it.each(refusals)('refuses a new account whose password is %s, on the password field', async (_, password, message) => {
    const res = await http<FieldsBody>(t.url, '/api/auth/register', {
      body: { user: 'pablo.gomez', email: 'pgomez77@example.org', password, fullName: 'Pablo', recaptcha: await solvedCaptcha(t.url), channel: 'WEB' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([{ field: 'body.password', message }]);
  });

  it.each(refusals)('refuses a password change to %s, on the new password field', async (_, newPassword, message) => {
    const res = await http<FieldsBody>(t.url, `/api/auth/${pablo.user.id}`, {
      method: 'PUT',
      headers: bearer(pablo),
      body: { fullName: 'Pablo Gómez', currentPassword: demoPassword, newPassword },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([{ field: 'body.newPassword', message }]);
  });

  it('answers in English when asked', async () => {
    const res = await http<FieldsBody>(t.url, `/api/auth/${pablo.user.id}`, {
      method: 'PUT',
      headers: { ...bearer(pablo), 'accept-language': 'en' },
      body: { fullName: 'Pablo Gómez', currentPassword: demoPassword, newPassword: 'qwertyuiop' },
    });
    expect(res.body.error.fields).toEqual([{ field: 'body.newPassword', message: 'This is one of the most used passwords: choose another one' }]);
  });

  it('says in English that a password is too easy to guess', async () => {
    const res = await http<FieldsBody>(t.url, `/api/auth/${pablo.user.id}`, {
      method: 'PUT',
      headers: { ...bearer(pablo), 'accept-language': 'en' },
      body: { fullName: 'Pablo Gómez', currentPassword: demoPassword, newPassword: '1111aaaa' },
    });
    expect(res.body.error.fields).toEqual([{ field: 'body.newPassword', message: 'This password is too easy to guess: avoid repeats and sequences such as aaaa or 1234, or make it longer' }]);
  });

  it('still takes a good password', async () => {
    const res = await http(t.url, `/api/auth/${pablo.user.id}`, {
      method: 'PUT',
      headers: bearer(pablo),
      body: { fullName: 'Pablo Gómez', currentPassword: demoPassword, newPassword: 'Otra-Tarde-De-Liga' },
    });
    expect(res.status).toBe(200);
  });
});
