import type { PermissionResource } from '@domain/catalog';
import { PERSON_KIND_NAMES, type PersonKind } from '@domain/contract';
import { createPhase, createValid, validBody } from './tournaments';
import {
  accountVersion,
  addMember,
  communityBody,
  entryVersion,
  freshEntry,
  linkVersion,
  firstMatch,
  playedMatch,
  freshPhase,
  freshPlayer,
  discountBody,
  finishedValid,
  freshUser,
  groupSwap,
  make,
  pendingRequest,
  personBody,
  rankingBody,
  roleOf,
  shareWith,
  unique,
  versionOf,
  type World,
} from './permission-world';

/** What one write is sent with: the path (with its query) and the JSON body, if any. */
export interface WriteRequest {
  path: string;
  body?: unknown;
}

/**
 * - `public`: visitors may do it (sign-in, sign-up, contact, password reset…); listed to record that decision.
 * - `self`: acts only on the caller's own user or account (its profile, a record it creates): a visitor gets 401
 *   and there is no other account's record to point at.
 * - `owned`: changes a record of account A; `build` makes a request A itself may send (the test proves it), so a
 *   refusal of anyone else can only come from the permission check. `read` reads the record back through the API.
 * - `scorekeeper`: authenticated by a score-keeper link's token (header), never by a session: a signed-in owner
 *   without the token is refused. Its scope, revocation and expiry are tested in `modules/scorekeepers`.
 */
export type Rule = { kind: 'public' } | { kind: 'self' } | { kind: 'scorekeeper' } | { kind: 'owned'; build: (w: World) => Promise<WriteRequest>; read?: (w: World) => Promise<unknown> };

const open: Rule = { kind: 'public' };
const keeper: Rule = { kind: 'scorekeeper' };
const self: Rule = { kind: 'self' };
const owned = (build: (w: World) => Promise<WriteRequest>, read?: (w: World) => Promise<unknown>): Rule => (read ? { kind: 'owned', build, read } : { kind: 'owned', build });

/** The first table of A's ranking. */
async function modalityOf(w: World): Promise<number> {
  const res = await w.asA.get<{ rankingModalities: { id: number }[] }>(`/api/ranking/${w.records.ranking}`);
  const first = res.body.data.rankingModalities[0];
  if (res.status !== 200 || !first) throw new Error(`ranking ${w.records.ranking} has no table: ${res.status}`);
  return first.id;
}

/** Name and version of a record as A reads it. */
const nameAndVersion = (path: (w: World) => string) => async (w: World) => {
  const res = await w.asA.get<{ name?: string; firstName?: string; version: number }>(path(w));
  return { status: res.status, name: res.body.data.name ?? res.body.data.firstName, version: res.body.data.version };
};

/** PUT and DELETE of a table served by `registerOwnedRoutes`: A's record is changed, a fresh one of A's is deleted. */
function upkeep(base: string, key: keyof World['records'], body: () => object): Record<string, Rule> {
  const path = (w: World) => `/api${base}/${w.records[key]}`;
  return {
    [`PUT /api${base}/:id`]: owned(async (w) => ({ path: path(w), body: { ...body(), version: await versionOf(w, path(w)) } }), nameAndVersion(path)),
    [`DELETE /api${base}/:id`]: owned(async (w) => ({ path: `/api${base}/${(await make(w, `/api${base}`, body())).id}` })),
  };
}

function people(kind: PersonKind): Record<string, Rule> {
  const path = (w: World) => `/api/person/${kind}/${w.people[kind]}`;
  return {
    [`POST /api/person/${kind}`]: self,
    [`PUT /api/person/${kind}/:id`]: owned(async (w) => ({ path: path(w), body: { ...personBody(w, kind), version: await versionOf(w, path(w)) } }), nameAndVersion(path)),
    [`DELETE /api/person/${kind}/:id`]: owned(async (w) => ({ path: `/api/person/${kind}/${(await make(w, `/api/person/${kind}`, personBody(w, kind))).id}` })),
  };
}

/** A score-keeper link for A's phase, until tomorrow. */
const keeperLink = (w: World) => ({ validId: w.records.valid, name: `Mesa ${unique()}`, scope: 'phase', phaseId: w.records.phase, expiresAt: new Date(Date.now() + 86_400_000).toISOString() });

const validPath = (w: World) => `/api/valid/${w.records.valid}`;
const phasePath = (w: World) => `/api/phase?id=${w.records.phase}`;

/**
 * Owned writes whose route options name no resource, with what they need instead: `owner` for what only the
 * account's owner (or, for a profile, the user themself) may do, else the resource the handler checks. Every other
 * owned write names its resource in its route options, which the matrix reads from the routes themselves.
 */
export const CHECKED_INSIDE: Record<string, PermissionResource | 'owner'> = {
  'PUT /api/auth/:id': 'owner',
  'PUT /api/accounts': 'owner',
  'POST /api/accounts/users': 'owner',
  'PUT /api/accounts/users/:id': 'owner',
  'DELETE /api/accounts/users/:id': 'owner',
  'POST /api/accounts/shared': 'owner',
  'PUT /api/accounts/shared/:id': 'owner',
  'DELETE /api/accounts/shared/:id': 'owner',
  'DELETE /api/accounts/invitations/:id': 'owner',
  'DELETE /api/accounts/api-keys/:id': 'owner',
  'POST /api/roles': 'owner',
  'PUT /api/roles/:id': 'owner',
  'DELETE /api/roles/:id': 'owner',
  // A request is decided with the resource of its type (certifications/service.ts): the matrix's asks to enter a tournament.
  'PUT /api/certifications': 'createValid',
  'POST /api/certifications/approvals': 'createValid',
};

/** Every write under /api, keyed `METHOD /api/path/:param`, with who may do it. */
export const MATRIX: Record<string, Rule> = {
  'POST /api/contact': open,
  'POST /api/auth/register': open,
  'POST /api/auth/login': open,
  'POST /api/auth/logout': open,
  'POST /api/auth/verify': open,
  'POST /api/auth/reset/request': open,
  'POST /api/auth/reset': open,
  'POST /api/auth/verify/resend': self,
  'PUT /api/auth/:id': owned(async (w) => ({ path: `/api/auth/${w.a.userId}`, body: { fullName: 'Ana Dueña' } })),

  // Claiming a player is the caller's own business: someone else's player becomes a request to its account
  // (certifications.api.test), which decides it through the certification calls below.
  'PUT /api/profiles/player': self,
  'DELETE /api/profiles/player': self,
  'POST /api/uploads/avatar': self,
  // Following is the signed-in user's own list.
  'POST /api/favorites': self,
  'DELETE /api/favorites/:kind/:targetId': self,
  'PUT /api/favorites/mail': self,

  'POST /api/accounts': self,
  'PUT /api/accounts': owned(
    async (w) => ({ path: '/api/accounts', body: { id: w.a.accountId, name: 'Cuenta de A', version: (await accountVersion(w))?.version } }),
    async (w) => accountVersion(w),
  ),
  'POST /api/accounts/users': owned(async (w) => ({ path: '/api/accounts/users', body: { accountId: w.a.accountId, user: (await freshUser(w)).login, roleId: w.role } })),
  'PUT /api/accounts/users/:id': owned(async (w) => ({ path: `/api/accounts/users/${w.member.userId}`, body: { accountId: w.a.accountId, roleId: w.role } })),
  'DELETE /api/accounts/users/:id': owned(async (w) => {
    const invitee = await freshUser(w);
    await addMember(w, invitee);
    return { path: `/api/accounts/users/${invitee.user.userId}?accountId=${w.a.accountId}` };
  }),
  'POST /api/accounts/shared': owned(async (w) => ({ path: '/api/accounts/shared', body: { accountId: w.a.accountId, sharedWithAccountId: (await freshUser(w)).user.accountId, roleId: w.role } })),
  'PUT /api/accounts/shared/:id': owned(async (w) => ({ path: `/api/accounts/shared/${w.share}`, body: { roleId: w.role } })),
  'DELETE /api/accounts/shared/:id': owned(async (w) => ({ path: `/api/accounts/shared/${await shareWith(w, (await freshUser(w)).user)}` })),
  'DELETE /api/accounts/invitations/:id': owned(async (w) => {
    const sent = await w.asA.post<{ id: number }>('/api/accounts/users', { accountId: w.a.accountId, user: `nobody${unique()}`, roleId: w.role });
    return { path: `/api/accounts/invitations/${sent.body.data.id}` };
  }),
  // Answering is for the invitation's addressee alone; anyone else finds no such invitation (see invitations.api.test).
  'POST /api/invitations/:id/accept': self,
  'POST /api/invitations/:id/decline': self,

  'POST /api/roles': owned(async (w) => ({ path: '/api/roles', body: { accountId: w.a.accountId, name: `Plantilla ${unique()}`, resources: ['createPlayer'] } })),
  'PUT /api/roles/:id': owned(
    async (w) => ({ path: `/api/roles/${w.role}`, body: { name: 'Editores de clubes', resources: ['createClub'], version: (await roleOf(w, w.role))?.version } }),
    async (w) => roleOf(w, w.role),
  ),
  'DELETE /api/roles/:id': owned(async (w) => ({ path: `/api/roles/${(await make(w, '/api/roles', { accountId: w.a.accountId, name: `Sin uso ${unique()}`, resources: [] })).id}` })),

  'POST /api/communities': self,
  'PUT /api/communities/:id': owned(
    async (w) => ({ path: `/api/communities/${w.communityId}`, body: { ...communityBody, name: 'Liga de A renombrada', version: await versionOf(w, `/api/communities/by-id/${w.communityId}`) } }),
    nameAndVersion((w) => `/api/communities/by-id/${w.communityId}`),
  ),
  'POST /api/communities/accounts': owned(async (w) => ({ path: '/api/communities/accounts', body: { communityId: w.communityId, accountId: (await freshUser(w)).user.accountId, role: 'member' } })),
  'PUT /api/communities/accounts/:id': owned(async (w) => ({ path: `/api/communities/accounts/${w.communityLink}`, body: { role: 'member', version: await linkVersion(w, w.communityId, w.communityLink) } })),
  'DELETE /api/communities/accounts/:id': owned(async (w) => ({
    path: `/api/communities/accounts/${(await make(w, '/api/communities/accounts', { communityId: w.communityId, accountId: (await freshUser(w)).user.accountId, role: 'member' })).id}`,
  })),
  'POST /api/images': self,

  'POST /api/category/age': self,
  ...upkeep('/category/age', 'age', () => ({ name: `Sub ${unique()}`, boundKind: 'age', maxValue: 14 })),
  'POST /api/category/level': self,
  ...upkeep('/category/level', 'level', () => ({ name: `Nivel ${unique()}`, rank: 2 })),
  'POST /api/category/sub': self,
  ...upkeep('/category/sub', 'sub', () => ({ name: `Sub ${unique()}` })),
  'POST /api/place': self,
  ...upkeep('/place', 'place', () => ({ name: `Pabellón ${unique()}` })),
  'POST /api/club': self,
  ...upkeep('/club', 'club', () => ({ name: `Club ${unique()}`, sportId: 1 })),
  'POST /api/seasons': self,
  ...upkeep('/seasons', 'season', () => ({ name: `Temporada ${unique()}`, startDate: '2027-01-01', endDate: '2027-12-31' })),
  'POST /api/organizers': self,
  ...upkeep('/organizers', 'organizer', () => {
    const n = unique();
    return { name: `Organiza ${n}`, slug: `organiza-${n}` };
  }),

  'PUT /api/person/clubes': owned(async (w) => ({ path: '/api/person/clubes', body: { personId: w.people.players, clubIds: [w.records.club] } })),
  'DELETE /api/person/:id': owned(async (w) => ({ path: `/api/person/${(await make(w, '/api/person/referees', personBody(w, 'referees'))).id}` })),
  ...Object.fromEntries(PERSON_KIND_NAMES.flatMap((kind) => Object.entries(people(kind)))),

  'POST /api/validations': self,
  ...upkeep('/validations', 'validation', () => ({ name: `Licencia ${unique()}` })),
  'POST /api/validations/people': owned(async (w) => ({ path: '/api/validations/people', body: { personId: await freshPlayer(w), validationId: w.records.validation } })),
  'DELETE /api/validations/people/:id': owned(async (w) => ({
    path: `/api/validations/people/${(await make(w, '/api/validations/people', { personId: await freshPlayer(w), validationId: w.records.validation })).id}`,
  })),

  'POST /api/tournament': self,
  ...upkeep('/tournament', 'multi', () => ({ name: `Circuito ${unique()}`, startDate: '2026-06-01', endDate: '2026-06-30' })),

  // Creating a tournament is the account's own business, unless it goes into a multi-tournament: then it is A's.
  'POST /api/valid': owned(async (w) => ({ path: '/api/valid', body: validBody({ tournamentId: w.records.multi }) })),
  'PUT /api/valid/:id': owned(async (w) => ({ path: validPath(w), body: validBody({ name: 'Abierto de Otoño', version: await versionOf(w, validPath(w)) }) }), nameAndVersion(validPath)),
  'POST /api/valid/:id/clone': owned(async (w) => ({ path: `${validPath(w)}/clone`, body: { name: `Abierto ${unique()}`, startDate: '2027-06-01', endDate: '2027-06-03' } })),
  'DELETE /api/valid/:id': owned(async (w) => ({ path: `/api/valid/${(await createValid(w.asA)).id}` })),
  'POST /api/valid/:id/status': owned(async (w) => {
    const valid = await createValid(w.asA);
    return { path: `/api/valid/${valid.id}/status`, body: { action: 'start', version: valid.version } };
  }),

  'POST /api/phase': owned(async (w) => ({ path: '/api/phase', body: { validId: w.records.valid, name: `Fase ${unique()}`, formatId: 1 } })),
  'PUT /api/sort/group/:id': owned(async (w) => ({ path: `/api/sort/group/${await freshPhase(w, false)}`, body: { seed: 1 } })),
  'PUT /api/group/:id': owned(groupSwap),
  'PUT /api/match/:id': owned(async (w) => {
    const phaseId = await freshPhase(w, true);
    const phase = await w.asA.get<{ version: number }>(`/api/phase?id=${phaseId}`);
    const started = await w.asA.post(`/api/phase/${phaseId}/status`, { action: 'start', version: phase.body.data.version });
    if (started.status !== 200) throw new Error(`phase not started: ${started.status}`);
    const [match] = (await w.asA.get<{ id: number; version: number }[]>(`/api/match?phaseId=${phaseId}`)).body.data;
    const games = [{ home: 11, away: 4 }, { home: 11, away: 6 }, { home: 11, away: 8 }];
    return { path: `/api/match/${match?.id}`, body: { version: match?.version, result: { periods: games } } };
  }),
  'PUT /api/match/correction/:id': owned(async (w) => {
    const match = await playedMatch(w);
    return { path: `/api/match/correction/${match.id}`, body: { version: match.version, reason: 'Acta corregida', result: { periods: [{ home: 4, away: 11 }, { home: 6, away: 11 }, { home: 8, away: 11 }] } } };
  }),
  'PUT /api/calendar/matches/:id': owned(async (w) => {
    const match = await firstMatch(w);
    return { path: `/api/calendar/matches/${match.id}`, body: { version: match.version, scheduledAt: '2026-06-01T08:00:00Z', court: 'Mesa 1' } };
  }),
  'PUT /api/order-of-play/match/:id': owned(async (w) => ({ path: `/api/order-of-play/match/${(await firstMatch(w)).id}`, body: { state: 'called', version: 1 } })),
  'POST /api/calendar/schedule': owned(async (w) => ({
    path: '/api/calendar/schedule',
    body: { phaseId: await freshPhase(w, true), days: [{ date: '2026-06-01', start: '09:00', end: '13:00' }], places: [{ placeId: w.records.place, courts: ['Mesa 1'] }], durationMinutes: 30, restMinutes: 0, replace: true },
  })),
  'POST /api/calendar/tournaments': open,
  'POST /api/match/extras/:id': owned(async (w) => {
    const match = await firstMatch(w);
    return { path: `/api/match/extras/${match.id}`, body: { version: match.version, type: 'corner', minute: 12, side: 'home' } };
  }),
  'DELETE /api/match/extras/:id/:eventId': owned(async (w) => {
    const match = await firstMatch(w);
    const added = await w.asA.post<{ version: number; events: { id: number }[] }>(`/api/match/extras/${match.id}`, { version: match.version, type: 'foul', minute: 40, side: 'away' });
    if (added.status !== 201) throw new Error(`event not added: ${added.status}`);
    return { path: `/api/match/extras/${match.id}/${added.body.data.events[0]?.id}?version=${added.body.data.version}` };
  }),
  'PUT /api/phase/order': owned(async (w) => {
    const phases = (await w.asA.get<{ id: number }[]>(`/api/phase?validId=${w.records.valid}`)).body.data;
    return { path: '/api/phase/order', body: { validId: w.records.valid, phaseIds: phases.map((phase) => phase.id).reverse() } };
  }),
  'PUT /api/phase/:id': owned(
    async (w) => ({ path: `/api/phase/${w.records.phase}`, body: { validId: w.records.valid, name: 'Grupos A', formatId: 1, version: await versionOf(w, phasePath(w)) } }),
    nameAndVersion(phasePath),
  ),
  'DELETE /api/phase/:id': owned(async (w) => ({ path: `/api/phase/${(await createPhase(w.asA, w.records.valid)).id}` })),
  'POST /api/phase/:id/status': owned(async (w) => {
    const phase = await createPhase(w.asA, w.records.valid);
    return { path: `/api/phase/${phase.id}/status`, body: { action: 'start', version: phase.version } };
  }),

  'POST /api/certifications': self,
  'PUT /api/certifications': owned(
    async (w) => {
      const request = await pendingRequest(w);
      return { path: '/api/certifications', body: { id: request.id, version: request.version, action: 'reject', reason: 'Sin cupo' } };
    },
  ),
  'POST /api/certifications/approvals': owned(async (w) => {
    const request = await pendingRequest(w);
    return { path: '/api/certifications/approvals', body: { id: request.id, version: request.version } };
  }),

  'POST /api/inscribed/:validId': owned(async (w) => ({ path: `/api/inscribed/${w.records.valid}`, body: { personIds: [await freshPlayer(w)] } })),
  'PUT /api/inscribed/:validId/seeds': owned(async (w) => ({
    path: `/api/inscribed/${w.records.valid}/seeds`,
    body: { seeds: [{ id: w.records.entry, seed: 1, version: await entryVersion(w, w.records.valid, w.records.entry) }] },
  })),
  'DELETE /api/inscribed/entry/:id': owned(async (w) => {
    const entry = await freshEntry(w);
    return { path: `/api/inscribed/entry/${entry}?version=${await entryVersion(w, w.records.valid, entry)}` };
  }),
  'POST /api/inscribed/entry/:id/restore': owned(async (w) => {
    const entry = await freshEntry(w);
    const removed = await w.asA.del(`/api/inscribed/entry/${entry}?version=${await entryVersion(w, w.records.valid, entry)}`);
    if (removed.status !== 200) throw new Error(`entry not removed: ${removed.status}`);
    return { path: `/api/inscribed/entry/${entry}/restore?version=${await entryVersion(w, w.records.valid, entry)}` };
  }),
  'POST /api/inscribed/:validId/import/preview': owned(async (w) => ({ path: `/api/inscribed/${w.records.valid}/import/preview`, body: { text: `nombre\nImportada ${unique()}` } })),
  'POST /api/inscribed/:validId/import': owned(async (w) => {
    const text = `nombre\nImportada ${unique()}`;
    const preview = await w.asA.post<{ token: string }>(`/api/inscribed/${w.records.valid}/import/preview`, { text });
    if (preview.status !== 200) throw new Error(`import not previewed: ${preview.status}`);
    return { path: `/api/inscribed/${w.records.valid}/import`, body: { text, token: preview.body.data.token } };
  }),

  'POST /api/discounts': self,
  ...upkeep('/discounts', 'discount', discountBody),
  'POST /api/ranking': self,
  'PUT /api/ranking/:id': owned(
    async (w) => ({ path: `/api/ranking/${w.records.ranking}`, body: { ...rankingBody(w.records.discount), name: 'Ranking de A', version: await versionOf(w, `/api/ranking/${w.records.ranking}`) } }),
    nameAndVersion((w) => `/api/ranking/${w.records.ranking}`),
  ),
  'DELETE /api/ranking/:id': owned(async (w) => ({ path: `/api/ranking/${(await make(w, '/api/ranking', rankingBody(w.records.discount))).id}` })),
  'POST /api/level-group': self,
  'PUT /api/level-group/:id': owned(async (w) => ({
    path: `/api/level-group/${(await make(w, '/api/level-group', { name: `Liga ${unique()}`, levelCategoryIds: [w.records.level] })).id}`,
    body: { name: 'Liga de A', levelCategoryIds: [w.records.level], version: 1 },
  })),
  'DELETE /api/level-group/:id': owned(async (w) => ({ path: `/api/level-group/${(await make(w, '/api/level-group', { name: `Liga ${unique()}`, levelCategoryIds: [w.records.level] })).id}` })),
  'POST /api/person/ranking-configuration': owned(async (w) => ({
    path: '/api/person/ranking-configuration',
    body: { rankingModalityId: await modalityOf(w), personId: await freshPlayer(w) },
  })),
  'PUT /api/person/ranking-configuration/:id': owned(async (w) => {
    const created = await make(w, '/api/person/ranking-configuration', { rankingModalityId: await modalityOf(w), personId: await freshPlayer(w) });
    return { path: `/api/person/ranking-configuration/${created.id}`, body: { rankingModalityId: await modalityOf(w), personId: await freshPlayer(w), excluded: true, version: 1 } };
  }),
  'POST /api/ranking/snapshots': owned(async (w) => ({ path: '/api/ranking/snapshots', body: { rankingId: w.records.ranking } })),
  'POST /api/discounts/finish/valids/:id': owned(async (w) => ({ path: `/api/discounts/finish/valids/${(await finishedValid(w)).validId}` })),
  // A key is made for the account the caller acts as (only its owner may), and revoked by an owner of its account.
  'POST /api/accounts/api-keys': self,
  'DELETE /api/accounts/api-keys/:id': owned(async (w) => ({ path: `/api/accounts/api-keys/${(await make(w, '/api/accounts/api-keys', { name: 'Programa', scopes: ['read'] })).id}?version=1` })),
  'POST /api/scorekeeper': owned(async (w) => ({ path: '/api/scorekeeper', body: keeperLink(w) })),
  'DELETE /api/scorekeeper/:id': owned(async (w) => ({ path: `/api/scorekeeper/${(await make(w, '/api/scorekeeper', keeperLink(w))).id}` })),
  'PUT /api/scorekeeper/match/:id': keeper,
  'POST /api/scorekeeper/match/:id/events': keeper,
  'POST /api/discounts/finish/phases/:id': owned(async (w) => ({ path: `/api/discounts/finish/phases/${(await finishedValid(w)).phaseId}` })),
};
