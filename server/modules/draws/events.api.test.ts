// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inscribed, persons, teamMembers } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped } from '../../test/catalog';
import { act, createPhase, createPlayer, createValid } from '../../test/tournaments';
import type { GroupDetail, MatchExtras, MatchView, Versus } from '@domain/contract';

let t: TestApp;
let owner: TestUser;
let communityId: number;

beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const as = () => api(t.url, scoped(communityId, owner));
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** Two soccer teams of three players each, entered in a one-group league and drawn; answers the first match. */
async function soccerMatch() {
  const valid = await createValid(as(), { sportId: 2, modalityId: 2 });
  const phase = await createPhase(as(), valid.id, { formatId: 1, configuration: { groupCount: 1 } });
  const { db } = t.database;
  const teams: Array<{ id: number; members: number[] }> = [];
  for (const name of ['Rojos', 'Azules']) {
    const [team] = await db.insert(persons).values({ communityId, modalityId: 2, sportId: 2, firstName: name }).returning({ id: persons.id });
    const members = await db
      .insert(persons)
      .values([1, 2, 3].map((n) => ({ communityId, modalityId: 1, sportId: 2, genreId: 3, firstName: `${name}${n}`, lastName: 'Test', birthDate: '1999-01-01' })))
      .returning({ id: persons.id });
    if (!team) throw new Error('team not created');
    await db.insert(teamMembers).values(members.map((member, position) => ({ teamId: team.id, personId: member.id, position })));
    await db.insert(inscribed).values({ validId: valid.id, personId: team.id, origin: 'organic' });
    teams.push({ id: team.id, members: members.map((member) => member.id) });
  }
  const drawn = await as().put(`/api/sort/group/${phase.id}`, { seed: 1 });
  if (drawn.status !== 200) throw new Error(JSON.stringify(drawn.body));
  const [match] = (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data;
  if (!match) throw new Error('no match');
  const entries = await db.select({ id: inscribed.id, personId: inscribed.personId }).from(inscribed);
  const teamOf = (entryId: number | null) => teams.find((team) => entries.some((entry) => entry.id === entryId && entry.personId === team.id));
  const home = teamOf(match.homeId);
  const away = teamOf(match.awayId);
  if (!home || !away) throw new Error('sides not found');
  return { match, phase, home, away };
}

const extras = async (id: number) => (await api(t.url).get<MatchExtras>(`/api/match/extras/${id}`)).body.data;
const add = (id: number, body: Record<string, unknown>, headers = scoped(communityId, owner)) => api(t.url, headers).post<MatchExtras>(`/api/match/extras/${id}`, body);

describe('match events', () => {
  it('adds events in minute order, bumps the match version and deletes them on the version read', async () => {
    const { match, home, away } = await soccerMatch();
    const before = await extras(match.id);
    expect(before).toMatchObject({ matchId: match.id, version: 1, events: [] });
    expect(before.sides.home).toEqual({ entryId: match.homeId, person: { id: home.id, firstName: 'Rojos', lastName: '' }, people: home.members.map((id, n) => ({ id, firstName: `Rojos${n + 1}`, lastName: 'Test' })) });
    expect(before.sides.away?.people.map((person) => person.id)).toEqual(away.members);
    const goal = await add(match.id, { version: 1, type: 'goal', minute: 67, side: 'home', personId: home.members[0] });
    expect(goal.status).toBe(201);
    expect(goal.body.data.version).toBe(2);
    const card = await add(match.id, { version: 2, type: 'yellow-card', minute: 12, side: 'away', personId: away.members[1] });
    expect(card.status).toBe(201);
    const sub = await add(match.id, { version: 3, type: 'substitution', minute: 70, side: 'away', personId: away.members[2], secondPersonId: away.members[1] });
    expect(sub.status).toBe(201);
    const video = await add(match.id, { version: 4, type: 'youtube-video', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(video.status).toBe(201);
    const listed = await extras(match.id);
    expect(listed.version).toBe(5);
    expect(listed.events.map((event) => [event.type, event.minute, event.side, event.person?.firstName ?? null])).toEqual([
      ['yellow-card', 12, 'away', 'Azules2'],
      ['goal', 67, 'home', 'Rojos1'],
      ['substitution', 70, 'away', 'Azules3'],
      ['youtube-video', null, null, null],
    ]);
    expect(listed.events[2]?.secondPerson).toEqual({ id: away.members[1], firstName: 'Azules2', lastName: 'Test' });
    expect(listed.events[3]?.videoId).toBe('dQw4w9WgXcQ');
    expect((await api(t.url).get<MatchView>(`/api/match/${match.id}`)).body.data.version).toBe(5);

    const goalId = listed.events[1]?.id ?? 0;
    expect((await as().del(`/api/match/extras/${match.id}/${goalId}?version=4`)).status).toBe(409);
    const removed = await as().del<MatchExtras>(`/api/match/extras/${match.id}/${goalId}?version=5`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.version).toBe(6);
    expect(removed.body.data.events.map((event) => event.type)).toEqual(['yellow-card', 'substitution', 'youtube-video']);
    expect((await as().del(`/api/match/extras/${match.id}/${goalId}?version=6`)).status).toBe(404);
  });

  it('ranks level soccer teams by the cards shown to them when the result says nothing of fair play', async () => {
    const { match, phase, home, away } = await soccerMatch();
    // Home: a direct red (3 under UEFA); away: two yellows to one player, a sending-off (3), and a yellow to another (1).
    const cards = [
      { type: 'red-card', side: 'home', personId: home.members[0] },
      { type: 'yellow-card', side: 'away', personId: away.members[0] },
      { type: 'yellow-card', side: 'away', personId: away.members[0] },
      { type: 'yellow-card', side: 'away', personId: away.members[1] },
    ];
    let version = match.version;
    for (const [minute, card] of cards.entries()) {
      const added = await add(match.id, { version, minute: 10 + minute, ...card });
      expect(added.status).toBe(201);
      version = added.body.data.version;
    }
    expect((await act(as(), `/api/phase/${phase.id}/status`, 'start', phase.version)).status).toBe(200);
    const level = await as().put(`/api/match/${match.id}`, { version, result: { periods: [{ home: 1, away: 0 }, { home: 0, away: 1 }] } });
    expect(level.status).toBe(200);
    const group = (await api(t.url).get<GroupDetail>(`/api/group/${match.groupId ?? 0}`)).body.data;
    expect(group.standings.lots).toEqual([]);
    expect(group.standings.rows.map((row) => [row.entryId, row.stats.fairPlay])).toEqual([
      [match.homeId, 3],
      [match.awayId, 4],
    ]);
  });

  it('keeps a picture from the upload store of the tournament’s community', async () => {
    const { match } = await soccerMatch();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'))]), 'foto.png');
    const uploaded = await fetch(`${t.url}/api/images`, { method: 'POST', body: form, headers: scoped(communityId, owner) });
    const image = ((await uploaded.json()) as { data: { id: number; url: string } }).data;
    const saved = await add(match.id, { version: 1, type: 'match-picture', imageId: image.id });
    expect(saved.status).toBe(201);
    expect(saved.body.data.events[0]?.imageUrl).toBe(image.url);
    const elsewhere = await makeCommunity(t.database.db);
    const foreign = await fetch(`${t.url}/api/images`, { method: 'POST', body: form, headers: scoped(elsewhere, owner) });
    const foreignId = ((await foreign.json()) as { data: { id: number } }).data.id;
    expect(fieldsOf(await add(match.id, { version: 2, type: 'match-picture', imageId: foreignId }))).toEqual({ 'body.imageId': 'El registro elegido no existe' });
  });

  it('refuses unknown people, people of the other side and a video that is not YouTube, field by field', async () => {
    const { match, home, away } = await soccerMatch();
    const outsider = await createPlayer(as(), { firstName: 'Ajeno', sportId: 2 });
    expect(fieldsOf(await add(match.id, { version: 1, type: 'goal', minute: 5, side: 'home', personId: 99_999_999 }))).toEqual({ 'body.personId': 'El registro elegido no existe' });
    expect(fieldsOf(await add(match.id, { version: 1, type: 'goal', minute: 5, side: 'home', personId: outsider.id }))).toEqual({ 'body.personId': 'Esta persona no juega en ese lado del partido' });
    expect(fieldsOf(await add(match.id, { version: 1, type: 'goal', minute: 5, side: 'home', personId: away.members[0] }))).toEqual({ 'body.personId': 'Esta persona no juega en ese lado del partido' });
    const english = await as().post(`/api/match/extras/${match.id}`, { version: 1, type: 'substitution', minute: 5, side: 'home', personId: home.members[0], secondPersonId: away.members[0] }, { 'x-locale': 'en' });
    expect(fieldsOf(english)).toEqual({ 'body.secondPersonId': 'This person does not play on that side of the match' });
    for (const videoUrl of ['https://vimeo.com/123', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://youtu.be/short', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'javascript:alert(1)']) {
      expect(Object.keys(fieldsOf(await add(match.id, { version: 1, type: 'youtube-video', videoUrl }))), videoUrl).toEqual(['body.videoUrl']);
    }
    expect((await extras(match.id)).events).toEqual([]);
  });

  it('answers 400 per field, 401, 403, 404 and 409 with the current match', async () => {
    const { match, home } = await soccerMatch();
    const body = { version: 1, type: 'corner', minute: 30, side: 'home' };
    expect(Object.keys(fieldsOf(await add(match.id, { type: 'nothing', minute: 201, side: 'left' })))).toEqual(['body.version', 'body.type', 'body.minute', 'body.side']);
    expect(Object.keys(fieldsOf(await add(match.id, { version: 1, type: 'goal' })))).toEqual(['body.minute', 'body.side']);
    expect(Object.keys(fieldsOf(await add(match.id, { version: 1, type: 'youtube-video', minute: 3 })))).toEqual(['body.videoUrl']);
    expect(Object.keys(fieldsOf(await add(match.id, { ...body, videoUrl: VIDEO, imageId: 1 })))).toEqual(['body.videoUrl', 'body.imageId']);
    expect(Object.keys(fieldsOf(await add(match.id, { ...body, type: 'foul', personId: home.members[0], secondPersonId: home.members[1] })))).toEqual(['body.secondPersonId']);
    expect(Object.keys(fieldsOf(await add(match.id, { ...body, minute: 2.5 })))).toEqual(['body.minute']);
    expect(Object.keys(fieldsOf(await api(t.url).get('/api/match/extras/0')))).toEqual(['params.id']);
    expect(Object.keys(fieldsOf(await api(t.url).get('/api/match/extras/99999999999')))).toEqual(['params.id']);
    expect(Object.keys(fieldsOf(await as().del(`/api/match/extras/${match.id}/abc`)))).toEqual(['params.eventId', 'query.version']);
    expect((await add(match.id, body, scoped(communityId))).status).toBe(401);
    expect((await add(match.id, body, scoped(communityId, await createTestUser(t.database.db)))).status).toBe(403);
    expect((await api(t.url, scoped(communityId)).del(`/api/match/extras/${match.id}/1?version=1`)).status).toBe(401);
    expect((await add(99_999_999, body)).status).toBe(404);
    expect((await api(t.url).get('/api/match/extras/99999999')).status).toBe(404);
    expect((await add(match.id, body)).status).toBe(201);
    const stale = await add(match.id, body);
    expect(stale.status).toBe(409);
    expect(stale.body.error?.current).toMatchObject({ version: 2, match: { id: match.id, version: 2 } });
    const answers = await Promise.all([add(match.id, { ...body, version: 2 }), add(match.id, { ...body, version: 2 })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await extras(match.id)).events).toHaveLength(2);
  });
});

describe('head-to-head', () => {
  /** A table tennis tournament of two people, drawn into one match and scored 3–0 for `winner` (or 3–1). */
  async function played(a: number, b: number, winner: number, lost = 0) {
    const valid = await createValid(as(), { name: `Abierto ${a}-${b}-${winner}-${lost}` });
    const phase = await createPhase(as(), valid.id, { configuration: { groupCount: 1 } });
    expect((await as().post(`/api/inscribed/${valid.id}`, { personIds: [a, b] })).status).toBe(201);
    expect((await as().put(`/api/sort/group/${phase.id}`, { seed: 1 })).status).toBe(200);
    expect((await act(as(), `/api/phase/${phase.id}/status`, 'start', phase.version)).status).toBe(200);
    const [match] = (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data;
    if (!match) throw new Error('no match');
    const homeWins = (await t.database.db.select().from(inscribed)).some((entry) => entry.id === match.homeId && entry.personId === winner);
    const game = (won: boolean) => (won === homeWins ? { home: 11, away: 6 } : { home: 6, away: 11 });
    const periods = [...Array.from({ length: lost }, () => game(false)), game(true), game(true), game(true)];
    expect((await as().put(`/api/match/${match.id}`, { version: match.version, result: { periods } })).status).toBe(200);
    return valid;
  }

  it('lists the played matches of two people across tournaments with the wins of each, public fields only', async () => {
    const ana = await createPlayer(as(), { firstName: 'Ana', lastName: 'Versus', sportId: 1 });
    const eva = await createPlayer(as(), { firstName: 'Eva', lastName: 'Versus', sportId: 1 });
    const first = await played(ana.id, eva.id, ana.id);
    const second = await played(ana.id, eva.id, eva.id, 1);
    const third = await played(ana.id, eva.id, ana.id, 1);
    const res = await api(t.url).get<Versus>(`/api/match/versus/${ana.id}?other=${eva.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.totals).toEqual({ person: 2, other: 1, drawn: 0 });
    expect(res.body.data.matches.map((match) => [match.validId, match.score, match.winnerId])).toEqual([
      [third.id, { person: 3, other: 1 }, ana.id],
      [second.id, { person: 1, other: 3 }, eva.id],
      [first.id, { person: 3, other: 0 }, ana.id],
    ]);
    expect(res.body.data.matches[0]).toMatchObject({ validName: third.name, phaseName: 'Grupos', startDate: '2026-06-01' });
    expect(res.body.data.person).toEqual({ id: ana.id, modalityId: 1, firstName: 'Ana', lastName: 'Versus', avatar: null, sportId: 1 });
    expect(JSON.stringify(res.body.data)).not.toMatch(/birthDate|address|2000-05-10/);
    const mirrored = await api(t.url).get<Versus>(`/api/match/versus/${eva.id}?other=${ana.id}`);
    expect(mirrored.body.data.totals).toEqual({ person: 1, other: 2, drawn: 0 });
  });

  it('answers 404 for an unknown person and 400 for a bad id', async () => {
    const ana = await createPlayer(as(), { firstName: 'Sola', sportId: 1 });
    expect((await api(t.url).get(`/api/match/versus/99999999?other=${ana.id}`)).status).toBe(404);
    expect((await api(t.url).get(`/api/match/versus/${ana.id}?other=99999999`)).status).toBe(404);
    expect(Object.keys(fieldsOf(await api(t.url).get('/api/match/versus/x')))).toEqual(['params.personId', 'query.other']);
    expect((await api(t.url).get<Versus>(`/api/match/versus/${ana.id}?other=${ana.id}`)).body.data.matches).toEqual([]);
  });
});
