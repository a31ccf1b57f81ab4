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
});
