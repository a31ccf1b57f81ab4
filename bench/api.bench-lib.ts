import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { BearerSession, Club } from '@domain/contract';
import { DEMO_USERS } from '../server/db/seed/identity';

/** What the mix needs from the demo data: ids found through the public API, as a visitor would. */
export interface DemoTargets {
  validId: number;
  multiId: number;
  phaseId: number;
  groupId: number | null;
  /** A drawn knockout phase (its matches hold no group): what a bracket screen reads. */
  bracketPhaseId: number | null;
}

async function get<T>(base: string, path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** A demo tournament with a drawn group phase (and one of its groups), a drawn knockout phase, and a multi-tournament. */
export async function demoTargets(base: string): Promise<DemoTargets> {
  const valids = await get<{ items: { id: number; multiTournamentId?: number | null }[] }>(base, '/api/valid?size=50');
  const multis = await get<{ items: { id: number }[] }>(base, '/api/tournament?size=1');
  let found: DemoTargets | null = null;
  for (const valid of valids.items) {
    for (const phase of await get<{ id: number }[]>(base, `/api/phase?validId=${valid.id}`)) {
      const matches = await get<{ groupId: number | null }[]>(base, `/api/match?phaseId=${phase.id}`);
      if (matches.length === 0) continue;
      const groupId = matches.find((match) => match.groupId !== null)?.groupId ?? null;
      found ??= { validId: valid.id, multiId: multis.items[0]?.id ?? 0, phaseId: phase.id, groupId, bracketPhaseId: null };
      if (found.groupId === null && groupId !== null) found = { ...found, validId: valid.id, phaseId: phase.id, groupId };
      if (found.bracketPhaseId === null && groupId === null) found = { ...found, bracketPhaseId: phase.id };
      if (found.groupId !== null && found.bracketPhaseId !== null) return found;
    }
  }
  if (found) return found;
  throw new Error('the demo data has no tournament with matches');
}

async function solvedCaptcha(base: string): Promise<string> {
  const challenge = await get<Challenge>(base, '/api/auth/captcha');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A club the demo organiser may change, with the headers that act as its owner. */
export interface OwnedClub {
  headers: Record<string, string>;
  club: Club;
}

export async function organiserClub(base: string): Promise<OwnedClub> {
  const { username, password } = DEMO_USERS.organizer;
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: username, password, recaptcha: await solvedCaptcha(base), channel: 'WEB', token: true }),
  });
  if (!response.ok) throw new Error(`the demo organiser could not sign in (${response.status})`);
  const session = ((await response.json()) as { data: BearerSession }).data;
  // Clubs of the default community, as a visitor sees them; one the organiser's account created is theirs to change.
  const clubs = await get<{ items: Club[] }>(base, '/api/club?page=0&size=100');
  for (const account of session.user.accounts) {
    const club = clubs.items.find((item) => item.createdByAccountId === account.id);
    if (club) return { headers: { authorization: `Bearer ${session.token}`, 'x-account-id': String(account.id) }, club };
  }
  throw new Error('the demo organiser owns no club');
}
