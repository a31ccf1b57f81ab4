// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inscribed, persons, teamMembers } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped } from '../../test/catalog';
import { seedEntries } from '../../test/competition';
import { act, createPhase, createValid } from '../../test/tournaments';
import type { GroupDetail, MatchView, PhaseDraw, TeamSheet } from '@domain/contract';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let communityId: number;

beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
  stranger = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const as = (user: TestUser = owner) => api(t.url, scoped(communityId, user));
const games = (...scores: Array<[number, number]>) => ({ periods: scores.map(([home, away]) => ({ home, away })) });
const won = games([11, 5], [11, 7], [11, 9]);
const lost = games([5, 11], [9, 11], [12, 14]);

/** Table tennis teams of four players each, entered in a team tournament; returns each entry with its players. */
async function seedTeams(validId: number, count: number) {
  const teams: Array<{ entryId: number; players: number[]; name: string }> = [];
  for (let index = 0; index < count; index += 1) {
    const name = `Equipo ${index + 1}`;
    const [team] = await t.database.db.insert(persons).values({ communityId, modalityId: 2, sportId: 1, firstName: name }).returning({ id: persons.id });
    const players = await t.database.db
      .insert(persons)
      .values([1, 2, 3, 4].map((n) => ({ communityId, modalityId: 1, sportId: 1, genreId: 3, firstName: `J${index + 1}.${n}`, lastName: 'Mesa' })))
      .returning({ id: persons.id });
    if (!team) throw new Error('team not created');
    await t.database.db.insert(teamMembers).values(players.map((player, position) => ({ teamId: team.id, personId: player.id, position })));
    const [entry] = await t.database.db.insert(inscribed).values({ validId, personId: team.id, seed: index + 1, origin: 'organic' }).returning({ id: inscribed.id });
    if (!entry) throw new Error('entry not created');
    teams.push({ entryId: entry.id, players: players.map((player) => player.id), name });
  }
  return teams;
}

/** A started one-group league of four teams, played in the order given (the world team order by default). */
async function league(configuration: Record<string, unknown> = {}) {
  const valid = await createValid(as(), { modalityId: 2 });
  const phase = await createPhase(as(), valid.id, { formatId: 1, configuration: { groupCount: 1, ...configuration } });
  const teams = await seedTeams(valid.id, 4);
  const draw = await as().put<PhaseDraw>(`/api/sort/group/${phase.id}`, { seed: 1 });
  if (draw.status !== 200) throw new Error(JSON.stringify(draw.body));
  const started = await act(as(), `/api/phase/${phase.id}/status`, 'start', phase.version);
  if (started.status !== 200) throw new Error(JSON.stringify(started.body));
  const matches = (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data;
  const first = matches[0];
  if (!first) throw new Error('no match');
  const side = (entryId: number | null) => teams.find((team) => team.entryId === entryId)?.players ?? [];
  return { valid, phase, teams, match: first, home: side(first.homeId), away: side(first.awayId), groupId: draw.body.data.groups[0]?.id ?? 0 };
}

const save = (match: MatchView, body: Record<string, unknown>, user: TestUser = owner, locale = 'es') =>
  as(user).put<MatchView>(`/api/match/${match.id}`, { version: match.version, ...body }, { 'x-locale': locale });
const lineupOf = (home: number[], away: number[]) => ({ home: { singles: home.slice(0, 3) }, away: { singles: away.slice(0, 3) } });

describe('team encounters, match by match', () => {
  it('gives table tennis team phases the world team order: five singles, three to win', async () => {
    const { phase } = await league();
    expect(phase.configuration).toMatchObject({ sequenceId: 4, rubbersToWin: 3 });
  });

  it('takes the matches to win from the order of play, and refuses a count that does not fit it', async () => {
    const valid = await createValid(as(), { modalityId: 2 });
    const swaythling = await createPhase(as(), valid.id, { configuration: { sequenceId: 3 } });
    expect(swaythling.configuration).toMatchObject({ sequenceId: 3, rubbersToWin: 5 });
    const refused = await as().post('/api/phase', { validId: valid.id, name: 'Liga', formatId: 1, configuration: { sequenceId: 3, rubbersToWin: 3 } }, { 'x-locale': 'en' });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused)['body.configuration.rubbersToWin']).toMatch(/order of play/);
    const singles = await createValid(as());
    const individual = await createPhase(as(), singles.id, { configuration: { sequenceId: 1 } });
    expect(individual.configuration).toMatchObject({ sequenceId: null, rubbersToWin: 1 });
  });

  it('records a 3–1 with its line-up, and the group counts individual matches', async () => {
    const { match, home, away, groupId, teams } = await league();
    const saved = await save(match, { result: { periods: [], rubbers: [won, lost, won, won] }, lineup: lineupOf(home, away) });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ status: 'played', winnerId: match.homeId, lineup: { home: { singles: home.slice(0, 3), doubles: [] }, away: { singles: away.slice(0, 3), doubles: [] } } });
    const group = (await api(t.url).get<GroupDetail>(`/api/group/${groupId}`)).body.data;
    const row = (entryId: number | null) => group.standings.rows.find((line) => line.entryId === entryId);
    expect([row(match.homeId)?.stats.rubbersWon, row(match.homeId)?.stats.rubbersLost]).toEqual([3, 1]);
    expect([row(match.awayId)?.stats.rubbersWon, row(match.awayId)?.stats.rubbersLost]).toEqual([1, 3]);
    const sheet = await api(t.url).get<TeamSheet>(`/api/match/sheet/${match.id}`);
    expect(sheet.status).toBe(200);
    expect(sheet.body.data).toMatchObject({ sequenceId: 4, rubbersToWin: 3, lineup: saved.body.data.lineup });
    expect(sheet.body.data.rosters.home.map((player) => player.personId)).toEqual(home);
    expect(sheet.body.data.rosters.home[0]?.name).toMatch(/^J\d\.1 Mesa$/);
    expect(JSON.stringify(sheet.body.data)).not.toMatch(/birth|email|phone|address/i);
    expect(teams).toHaveLength(4);
  });

  it('refuses an encounter without its matches, without a line-up or with a line-up off the rosters, and writes nothing', async () => {
    const { match, home, away } = await league();
    const expectRefusal = async (body: Record<string, unknown>, reason: string, locale = 'es') => {
      const res = await save(match, body, owner, locale);
      expect([res.status, res.body.error?.reason]).toEqual([422, reason]);
      return res.body.error?.message ?? '';
    };
    await expectRefusal({ result: won }, 'rubbersRequired');
    expect(await expectRefusal({ result: { periods: [], rubbers: [won, won, won] } }, 'lineupMissing', 'en')).toBe('Choose the players of each team before entering the encounter’s matches');
    await expectRefusal({ result: { periods: [], rubbers: [won, won, won] }, lineup: lineupOf([home[0] ?? 0, away[0] ?? 0, home[2] ?? 0], away) }, 'lineupNotOnRoster');
    await expectRefusal({ result: { periods: [], rubbers: [won, won, won] }, lineup: lineupOf([home[0] ?? 0, home[0] ?? 0, home[2] ?? 0], away) }, 'lineupRepeated');
    await expectRefusal({ result: { periods: [], rubbers: [won, won] }, lineup: lineupOf(home, away) }, 'undecided');
    await expectRefusal({ result: { periods: [], rubbers: [won, won, won, lost] }, lineup: lineupOf(home, away) }, 'playedAfterDecision');
    const after = (await api(t.url).get<MatchView>(`/api/match/${match.id}`)).body.data;
    expect(after).toMatchObject({ version: match.version, result: null, lineup: null });
  });

  it('takes a whole encounter conceded without a line-up, and a player conceding one match', async () => {
    const { match, home, away, phase } = await league();
    const conceded = await save(match, { result: { periods: [], forfeitedBy: 'away' } });
    expect(conceded.status).toBe(200);
    expect(conceded.body.data.lineup).toBeNull();
    const second = (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data.find((row) => row.id !== match.id && row.status === 'pending');
    if (!second) throw new Error('no second match');
    const res = await save(second, { result: { periods: [], rubbers: [won, { periods: [], forfeitedBy: 'home' }, won, won] }, lineup: lineupOf(home, away) });
    // The second match brings other teams: the first match's players are not on their rosters.
    expect([res.status, res.body.error?.reason]).toEqual([422, 'lineupNotOnRoster']);
  });

  it('keeps the line-up through a correction, and refuses a line-up on a singles match', async () => {
    const { match, home, away, valid } = await league();
    const saved = await save(match, { result: { periods: [], rubbers: [won, lost, won, won] }, lineup: lineupOf(home, away) });
    expect((await act(as(), `/api/valid/${valid.id}/status`, 'start', valid.version)).status).toBe(200);
    const corrected = await as().put<{ match: MatchView }>(`/api/match/correction/${match.id}`, { version: saved.body.data.version, result: { periods: [], rubbers: [won, won, won] }, reason: 'Acta revisada' });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.match.lineup).toEqual(saved.body.data.lineup);

    const singles = await createValid(as());
    const phase = await createPhase(as(), singles.id, { formatId: 1, configuration: { groupCount: 1 } });
    await seedEntries(t.database.db, { ...singles, communityId }, 2, { seeds: 2 });
    await as().put(`/api/sort/group/${phase.id}`, { seed: 1 });
    await act(as(), `/api/phase/${phase.id}/status`, 'start', phase.version);
    const [individual] = (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data;
    if (!individual) throw new Error('no match');
    const refused = await save(individual, { result: won, lineup: lineupOf(home, away) });
    expect([refused.status, refused.body.error?.reason]).toEqual([422, 'lineupNotTeam']);
    expect((await api(t.url).get(`/api/match/sheet/${individual.id}`)).status).toBe(404);
    expect((await api(t.url).get('/api/match/sheet/99999999')).status).toBe(404);
  });

  it('takes one of two line-ups sent at once on the same version, and answers the other 409 with it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { match, home, away } = await league();
      const first = { result: { periods: [], rubbers: [won, won, won] }, lineup: lineupOf(home, away) };
      const second = { result: { periods: [], rubbers: [lost, lost, lost] }, lineup: lineupOf([home[3] ?? 0, home[1] ?? 0, home[2] ?? 0], away) };
      const answers = await Promise.all([save(match, first), save(match, second)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const kept = answers.find((answer) => answer.status === 200)?.body.data;
      const stored = (await api(t.url).get<MatchView>(`/api/match/${match.id}`)).body.data;
      expect([stored.version, stored.lineup, stored.winnerId]).toEqual([kept?.version, kept?.lineup, kept?.winnerId]);
    }
  });

  it('guards the write: 401 signed out, 403 for another account, 400 for a malformed line-up', async () => {
    const { match, home, away } = await league();
    const body = { version: match.version, result: { periods: [], rubbers: [won, won, won] }, lineup: lineupOf(home, away) };
    expect((await api(t.url, { 'x-community-id': String(communityId) }).put(`/api/match/${match.id}`, body)).status).toBe(401);
    expect((await as(stranger).put(`/api/match/${match.id}`, body)).status).toBe(403);
    const malformed = await as().put(`/api/match/${match.id}`, { ...body, lineup: { home: { singles: ['A'] }, away: { singles: [] } } }, { 'x-locale': 'en' });
    expect(malformed.status).toBe(400);
    expect(Object.keys(fieldsOf(malformed))).toContain('body.lineup.home.singles.0');
  });
});
