import { describe, expect, it } from 'vitest';
import { loggable } from './errors';

describe('loggable', () => {
  it('cuts query parameters out of database error messages', () => {
    const error = new Error('Failed query: insert into "users" ("password_hash") values ($1)\nparams: $argon2id$v=19$m=65536,t=3,p=1$secret');
    const logged = loggable(error);
    expect(logged.message).not.toContain('argon2id');
    expect(logged.message).toContain('params: [redacted]');
    expect(logged.name).toBe('Error');
  });

  it('keeps the driver code and a short stack', () => {
    const error = Object.assign(new Error('duplicate key'), { code: '23505', detail: 'Key (email)=(ana@example.org) already exists.' });
    const logged = loggable(error);
    expect(logged).toMatchObject({ code: '23505', message: 'duplicate key' });
    expect(JSON.stringify(logged)).not.toContain('ana@example.org');
  });

  it('leaves no parameter in the stack, which repeats a multi-line message before its frames', () => {
    const error = new Error('Failed query: insert into "contact_messages" ("name", "email", "message") values ($1, $2, $3)\nparams: Ana Pérez,ana@example.org,Hola\nequipo');
    const logged = JSON.stringify(loggable(error));
    for (const secret of ['Ana Pérez', 'ana@example.org', 'Hola', 'equipo']) expect(logged).not.toContain(secret);
    expect(loggable(error).stack).toMatch(/^\s+at /);
  });

  it('cleans the cause too, where drivers put the values', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint\nKey (email)=(secreto@example.org) already exists.'), { code: '23505' });
    const error = new Error('Failed query: select 1\nparams: secreto@example.org', { cause });
    const logged = loggable(error);
    expect(JSON.stringify(logged)).not.toContain('secreto@example.org');
    expect(logged.code).toBe('23505');
  });
});
