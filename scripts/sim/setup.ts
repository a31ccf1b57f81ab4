import * as v from 'valibot';
import { loginUser, registerUser } from '../../server/modules/auth/auth.test-support';
import { Api, ApiError, type Answer } from './client';
import { Created, EntryPage, Session, Versioned, type Entry } from './schemas';

export const PASSWORD = 'Cancha-Llena-2026';
export const ENTRIES = 64;
const GROUPS = 16;

export interface Organiser {
  user: string;
  /** Headers of a call as the organiser's account, in its community. */
  headers: Record<string, string>;
}

function sessionHeaders(body: unknown, communityId?: number): Record<string, string> {
  const session = v.parse(v.object({ data: Session }), body).data;
  const account = session.user.accounts[0];
  if (!account) throw new Error('the session has no account');
  return { authorization: `Bearer ${session.token}`, 'x-account-id': String(account.id), ...(communityId ? { 'x-community-id': String(communityId) } : {}) };
}

/** Signs up (solving the captcha as the sign-up form does) and creates the community the tournaments live in. */
export async function signUpOrganiser(base: string): Promise<Organiser> {
  const user = `venue${Date.now().toString(36)}`;
  const answer = await registerUser(base, { user, password: PASSWORD, fullName: 'Match Day Organiser' });
  if (answer.status !== 200) throw new Error(`sign-up answered ${answer.status}`);
  const api = new Api(base, sessionHeaders(answer.body));
  const community = await api.data(Created, 'POST', '/api/communities', {
    name: 'Match Day Club',
    domain: user,
    lookAndFeel: { logos: { brand: '/communities/torneos/logo.svg' }, primary: '#111111', secondary: '#f97316' },
    sportId: 1,
  });
  api.close();
  return { user, headers: sessionHeaders(answer.body, community.id) };
}

/** A second session of the same organiser, as a score-keeper signing in at another table. */
export async function signIn(base: string, organiser: Organiser): Promise<Record<string, string>> {
  const answer = await loginUser(base, organiser.user, PASSWORD);
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
  return { ...sessionHeaders(answer.body), 'x-community-id': organiser.headers['x-community-id'] ?? '' };
}

/** The players of the open, created as an organiser would, a few at a time. */
export async function createPlayers(api: Api): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < ENTRIES; start += 8) {
    const batch = Array.from({ length: Math.min(8, ENTRIES - start) }, (_, offset) => start + offset + 1);
    const created = await Promise.all(
      batch.map((number) => api.data(Created, 'POST', '/api/person/players', { firstName: `Player ${String(number).padStart(2, '0')}`, lastName: 'Sim', genreId: 3, birthDate: '1995-03-14' })),
    );
    ids.push(...created.map((person) => person.id));
  }
  return ids;
}

export interface Tournament {
  validId: number;
  groupPhaseId: number;
  knockoutPhaseId: number;
  /** Entry id → person id, to compare two tournaments of the same people. */
  personOf: Map<number, number>;
  /** Person id → entry id. */
  entryOf: Map<number, number>;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A table-tennis singles open of the given people: 16 groups of four (the top two of each go through) and a
 * 32-line knockout with a third-place match, the first sixteen entered seeded 1–16.
 */
export async function createOpen(api: Api, name: string, personIds: number[]): Promise<Tournament> {
  const valid = await api.data(Created, 'POST', '/api/valid', {
    name,
    sportId: 1,
    modalityId: 1,
    startDate: today(),
    endDate: today(),
    maxEntries: ENTRIES,
    phases: [
      { name: 'Groups', formatId: 1, configuration: { groupCount: GROUPS, groupSize: 4, classified: 2 } },
      { name: 'Knockout', formatId: 2, configuration: { thirdPlace: true } },
    ],
  });
  const phases = await api.data(v.array(Created), 'GET', `/api/phase?validId=${valid.id}`);
  const [groups, knockout] = phases;
  if (!groups || !knockout || phases.length !== 2) throw new Error(`the open has ${phases.length} phases, not 2`);
  await api.data(v.unknown(), 'POST', `/api/inscribed/${valid.id}`, { personIds });
  const page = await api.data(EntryPage, 'GET', `/api/inscribed/${valid.id}?size=100`);
  const byPerson = new Map(page.items.map((entry) => [entry.personId, entry]));
  const entries = personIds.map((personId) => byPerson.get(personId)).filter((entry): entry is Entry => entry !== undefined);
  if (entries.length !== ENTRIES) throw new Error(`the open has ${entries.length} entries, not ${ENTRIES}`);
  await api.data(v.unknown(), 'PUT', `/api/inscribed/${valid.id}/seeds`, { seeds: entries.slice(0, GROUPS).map((entry, index) => ({ id: entry.id, seed: index + 1, version: entry.version })) });
  return {
    validId: valid.id,
    groupPhaseId: groups.id,
    knockoutPhaseId: knockout.id,
    personOf: new Map(entries.map((entry) => [entry.id, entry.personId])),
    entryOf: new Map(entries.map((entry) => [entry.personId, entry.id])),
  };
}

/** Moves a tournament (`valid`) or a phase (`phase`) with the version it has now. */
export async function changeStatus(api: Api, kind: 'valid' | 'phase', id: number, action: 'start' | 'finish'): Promise<Answer> {
  const current = await api.data(Versioned, 'GET', kind === 'valid' ? `/api/valid/${id}` : `/api/phase?id=${id}`);
  return api.send('POST', `/api/${kind}/${id}/status`, { action, version: current.version });
}

export async function mustChangeStatus(api: Api, kind: 'valid' | 'phase', id: number, action: 'start' | 'finish'): Promise<void> {
  const answer = await changeStatus(api, kind, id, action);
  if (answer.status !== 200) throw new ApiError(`${action} ${kind} ${id}`, answer);
}

/**
 * A ranking of the community's mixed singles, fed by every tournament that finishes in it: 100, 70 and 50
 * points to the first, second and semi-finalists, and 3 a match won.
 */
export async function createRanking(api: Api): Promise<number> {
  const rating = await api.data(Created, 'POST', '/api/discounts', { name: 'Match Day Points', updateMomentId: 1, positions: [{ upTo: 1, points: 100 }, { upTo: 2, points: 70 }, { upTo: 4, points: 50 }], perMatchWon: 3 });
  const ranking = await api.data(Created, 'POST', '/api/ranking', { name: 'Match Day Ranking', sportId: 1, ratingSystemId: rating.id, rankingModalities: [{ modalityId: 1, genreId: 1 }] });
  return ranking.id;
}
