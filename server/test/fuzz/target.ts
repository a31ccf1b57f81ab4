import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDemoIfEmpty } from '../../db/seed/demo';
import { bearer, loginUser } from '../../modules/auth/auth.test-support';
import type { BearerSession } from '@domain/contract';
import { http, startTestApp, type TestApp } from '../test-app';
import type { OpenApiDocument, Operation } from './cases';
import type { Persona } from './run';

export interface FuzzTarget {
  app: TestApp;
  document: OpenApiDocument;
  personas: Persona[];
  close(): Promise<void>;
}

const DEMO_USERS = ['organizador', 'jugador'];
const DEMO_PASSWORD = 'Demo2026!';

/**
 * The platform with the demo data, on loopback, with cheap captchas and rate limits out of the way, and the
 * people and programs the fuzzer acts as: a visitor, the two demo users, and a program with an API key of the
 * first one's account that may do everything.
 */
export async function startFuzzTarget(): Promise<FuzzTarget> {
  const uploads = await mkdtemp(path.join(tmpdir(), 'fuzz-uploads-'));
  const app = await startTestApp({ CAPTCHA_COST: '10', RATE_LIMIT_MAX: '1000000', RATE_LIMIT_READ_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '1000000', UPLOAD_DIR: uploads });
  await seedDemoIfEmpty(app.database.db);
  const personas: Persona[] = [{ name: 'visitor', headers: {} }];
  for (const user of DEMO_USERS) {
    const signedIn = await loginUser(app.url, user, DEMO_PASSWORD);
    if (signedIn.status !== 200) throw new Error(`${user} could not sign in (${signedIn.status})`);
    // Acting as their first account, named as the API asks of someone who holds several.
    personas.push({ name: user, headers: bearer(signedIn.body.data, signedIn.body.data.user.accounts[0]?.id) });
    if (user === DEMO_USERS[0]) personas.push(await keyPersona(app.url, signedIn.body.data));
  }
  const document = app.app.swagger() as OpenApiDocument;
  return {
    app,
    document,
    personas,
    async close() {
      await app.close();
      await rm(uploads, { recursive: true, force: true });
    },
  };
}

/** A program acting as the user's first account with an `admin` API key. */
async function keyPersona(url: string, session: BearerSession): Promise<Persona> {
  const accountId = session.user.accounts[0]?.id;
  const made = await http<{ data?: { secret: string } }>(url, '/api/accounts/api-keys', { method: 'POST', headers: bearer(session, accountId), body: { name: 'Fuzz', scopes: ['admin'] } });
  if (made.status !== 201 || !made.body.data) throw new Error(`no API key (${made.status})`);
  return { name: 'api-key', headers: { authorization: `Bearer ${made.body.data.secret}` } };
}

/** Signing out, deleting the user's own links or revoking the run's key would change who the rest of the run acts as. */
export const keepsSession = (operation: Operation, persona: Persona) =>
  persona.name !== 'visitor' && (operation.path === '/api/auth/logout' || operation.path.startsWith('/api/auth/{') || operation.path.startsWith('/api/accounts/api-keys/{'));
