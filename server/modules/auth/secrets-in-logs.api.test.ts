// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BearerSession } from '@domain/contract';
import { openDatabase } from '../../db/client';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { http } from '../../test/test-app';
import { solvedCaptcha } from './auth.test-support';

const SECRET = 'a-secret-that-signs-captchas-and-cookies-0123456789';
const PASSWORD = 'Secreto-De-Prueba-2026';
const NEW_PASSWORD = 'Otro-Secreto-Distinto-2027';
// Unique per run: on PostgreSQL the database may hold earlier runs.
const USER = `registro${Date.now().toString(36)}`;
const EMAIL = `${USER}@example.org`;
let server: ChildProcess;
let base = '';
let dataDir = '';
let log = '';
const bodies: string[] = [];
const secrets: string[] = [PASSWORD, NEW_PASSWORD, SECRET, createHmac('sha256', SECRET).update('captcha-challenges').digest('hex')];

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Calls the API and keeps the answer, whose text is checked too. */
async function call<T>(pathname: string, init: Parameters<typeof http>[2] = {}) {
  const res = await http<T>(base, pathname, init);
  bodies.push(JSON.stringify(res.body));
  return res;
}

// The real server process at the most talkative log level, its stdout and stderr captured.
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'torneos-logs-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const database = process.env.API_TEST_DATABASE_URL;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database } : { DATABASE_URL: '' }),
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      LOG_LEVEL: 'trace',
      DEMO_DATA: 'false',
      SECRET,
      CAPTCHA_COST: '200',
      AUTH_RATE_LIMIT_MAX: '1000',
      WEB_DIST_DIR: './dist-none',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!log.includes('platform ready')) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`server did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 90_000);

afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('secrets stay out of logs and answers', () => {
  it('logs no password, token, mailed link token or captcha secret through a whole identity journey', async () => {
    const register = await call<{ data: BearerSession }>('/api/auth/register', {
      body: { user: USER, email: EMAIL, password: PASSWORD, fullName: 'Rita Registro', recaptcha: await solvedCaptcha(base), channel: 'WEB', token: true },
    });
    expect(register.status).toBe(200);
    const session = register.body.data;
    secrets.push(session.token);
    const auth = { authorization: `Bearer ${session.token}` };
    await call('/api/auth/login', { body: { user: USER, password: 'a-wrong-guess-123', recaptcha: await solvedCaptcha(base) } });
    const login = await call<{ data: BearerSession }>('/api/auth/login', { body: { user: USER, password: PASSWORD, recaptcha: await solvedCaptcha(base), token: true } });
    secrets.push(login.body.data.token);
    expect((await call(`/api/users/${session.user.id}`, { headers: auth })).status).toBe(200);
    // An API key is a secret too, whichever header a program sends it in.
    const key = await call<{ data: { secret: string } }>('/api/accounts/api-keys', { headers: auth, body: { name: 'Registro', scopes: ['read'] } });
    expect(key.status).toBe(201);
    secrets.push(key.body.data.secret);
    expect((await call('/api/person?size=1', { headers: { authorization: `Bearer ${key.body.data.secret}` } })).status).toBe(200);
    expect((await call('/api/person?size=1', { headers: { 'x-api-key': key.body.data.secret } })).status).toBe(200);
    const changed = await call<{ data: { session: BearerSession } }>(`/api/auth/${session.user.id}`, {
      method: 'PUT',
      headers: auth,
      body: { fullName: 'Rita Registro', currentPassword: PASSWORD, newPassword: NEW_PASSWORD, token: true },
    });
    secrets.push(changed.body.data.session.token);
    await call('/api/auth/reset/request', { body: { email: EMAIL, recaptcha: await solvedCaptcha(base) } });
    await call('/api/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${changed.body.data.session.token}` } });
    await call('/api/auth/logout', { method: 'POST', headers: auth });
    await new Promise((resolve) => setTimeout(resolve, 500));
  });

  it('checked a log that really holds the requests', () => {
    expect(log).toContain('/api/auth/login');
    expect(log).toContain('mail stored in outbox');
  });

  it('finds none of the secrets in the log lines', async () => {
    // The mailed tokens are read from the outbox once the server is gone (one process per data folder).
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    const database = await openDatabase(process.env.API_TEST_DATABASE_URL ? { url: process.env.API_TEST_DATABASE_URL } : { dataDir });
    const mails = await database.db.select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, EMAIL));
    await database.close();
    const mailed = mails.flatMap((mail) => [...mail.text.matchAll(/#token=([A-Za-z0-9_-]+)/g)].map((m) => m[1] ?? ''));
    expect(mailed).toHaveLength(2);
    for (const secret of [...secrets, ...mailed]) expect(log).not.toContain(secret);
    expect(log).not.toContain('$argon2');
  });

  it('answers no password, hash or mailed token', () => {
    const answers = bodies.join('\n');
    for (const secret of [PASSWORD, NEW_PASSWORD, SECRET, '$argon2', 'passwordHash', 'tokenHash', 'secretHash']) expect(answers).not.toContain(secret);
  });
});
