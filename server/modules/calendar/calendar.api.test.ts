// @vitest-environment node
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEntry, CalendarMatch, CalendarMetadata, CalendarPage, CalendarWindow, MoveMatchResult, Place, ScheduleResult } from '@domain/contract';
import { addDays, localDate } from '@domain/calendar';
import { MODALITY_IDS } from '@domain/catalog';
import { clubs, inscribed, personClubs, persons, teamMembers } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped } from '../../test/catalog';
import { seedEntries } from '../../test/competition';
import { createMulti, createPhase, createValid } from '../../test/tournaments';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let communityId: number;

const as = () => api(t.url, scoped(communityId, owner));
const asOther = () => api(t.url, scoped(communityId, other));
const visitor = () => api(t.url, scoped(communityId));

async function place(name: string): Promise<Place> {
  const res = await as().post<Place>('/api/place', { name });
  if (res.status !== 201) throw new Error(`place not created: ${res.status}`);
  return res.body.data;
}

/** A table-tennis tournament with one drawn group of `entries` players; its valid, phase and entry ids. */
async function drawnValid(name: string, entries: number, extra: Record<string, unknown> = {}) {
  const valid = await createValid(as(), { name, ...extra });
  const phase = await createPhase(as(), valid.id, { configuration: { groupCount: 1 } });
  const ids = await seedEntries(t.database.db, { ...valid, communityId }, entries, { seeds: entries, prefix: name.slice(0, 3) });
  const draw = await as().put(`/api/sort/group/${phase.id}`, { seed: 1 });
  if (draw.status !== 200) throw new Error(JSON.stringify(draw.body));
  return { valid, phase, ids };
}

const schedule = (body: Record<string, unknown>, caller = as()) => caller.post<ScheduleResult>('/api/calendar/schedule', body);
/** The tests' matches sit in October and November 2026: a read that names no dates asks for that window. */
const SEASON = 'from=2026-10-01&to=2026-11-30';
const calendar = async (query: string) => {
  const windowed = /(^|&)(from|to)=/.test(query) || query.includes('scheduled=none') ? query : `${query}&${SEASON}`;
  const res = await visitor().get<CalendarWindow>(`/api/calendar?${windowed}`);
  expect(res.status).toBe(200);
  return res.body.data;
};
const feed = async (path: string) => {
  const response = await fetch(`${t.url}/api/calendar/feeds/${path}`);
  return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), text: await response.text() };
};
const eventsOf = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));

let venue: Place;
let annex: Place;
let spring: Awaited<ReturnType<typeof drawnValid>>;
let autumn: Awaited<ReturnType<typeof drawnValid>>;
let multiId: number;
let scheduled: ScheduleResult;

beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
  other = await createTestUser(t.database.db);
  venue = await place('Polideportivo Central');
  annex = await place('Pabellón Anexo');
  multiId = (await createMulti(as(), { name: 'Circuito de Invierno' })).id;
  spring = await drawnValid('Abierto de Invierno', 4, { tournamentId: multiId, startDate: '2026-11-28', endDate: '2026-11-29' });
  autumn = await drawnValid('Copa de Otoño', 4, { startDate: '2026-10-24', endDate: '2026-10-26' });
  const res = await schedule({
    phaseId: spring.phase.id,
    days: [{ date: '2026-11-28', start: '09:00', end: '13:00' }],
    places: [{ placeId: venue.id, courts: ['Mesa 1', 'Mesa 2'] }],
    durationMinutes: 30,
    restMinutes: 10,
    replace: true,
  });
  expect(res.status).toBe(200);
  scheduled = res.body.data;
});
afterAll(async () => {
  await t.close();
});

const byId = (entries: CalendarEntry[], id: number) => {
  const entry = entries.find((e) => e.matchId === id);
  if (!entry) throw new Error(`no entry ${id}`);
  return entry;
};

describe('scheduling a phase', () => {
  it('places every match of the group in round order over both tables, from 09:00 Madrid time', () => {
    expect(scheduled.placed).toBe(6);
    expect(scheduled.unplaced).toEqual([]);
    const starts = scheduled.entries.map((e) => e.scheduledAt);
    expect(starts).toEqual(['2026-11-28T08:00:00.000Z', '2026-11-28T08:00:00.000Z', '2026-11-28T08:40:00.000Z', '2026-11-28T08:40:00.000Z', '2026-11-28T09:20:00.000Z', '2026-11-28T09:20:00.000Z']);
    expect(new Set(scheduled.entries.slice(0, 2).map((e) => e.court))).toEqual(new Set(['Mesa 1', 'Mesa 2']));
    expect(scheduled.entries.map((e) => e.round)).toEqual([1, 1, 2, 2, 3, 3]);
    for (const entry of scheduled.entries) {
      expect(entry).toMatchObject({ matchVersion: 2, durationMinutes: 30, placeId: venue.id, placeName: 'Polideportivo Central', conflicts: [], validName: 'Abierto de Invierno', tournamentId: multiId });
      expect(entry.endsAt).toBe(new Date(Date.parse(entry.scheduledAt ?? '') + 30 * 60_000).toISOString());
      expect(entry.home?.name).toMatch(/^Abi\d Test$/);
    }
  });

  it('reports what does not fit, and keeps scheduled matches when asked to', async () => {
    const short = await drawnValid('Liga Corta', 4);
    const tight = await schedule({ validId: short.valid.id, days: [{ date: '2026-11-30', start: '09:00', end: '10:00' }], places: [{ placeId: annex.id, courts: ['Pista 1'] }], durationMinutes: 30, restMinutes: 0, replace: true });
    expect(tight.status).toBe(200);
    expect(tight.body.data.placed).toBe(2);
    expect(tight.body.data.unplaced.map((u) => u.reason)).toEqual(['no-slot', 'no-slot', 'no-slot', 'no-slot']);
    expect(tight.body.data.unplaced.every((u) => /^g1-r\dp\d$/.test(u.code))).toBe(true);
    const kept = tight.body.data.entries.filter((e) => e.scheduledAt !== null);
    const more = await schedule({ validId: short.valid.id, days: [{ date: '2026-12-01', start: '09:00', end: '12:00' }], places: [{ placeId: annex.id, courts: ['Pista 1'] }], durationMinutes: 30, restMinutes: 0, replace: false });
    expect(more.body.data.placed).toBe(4);
    for (const entry of kept) expect(byId(more.body.data.entries, entry.matchId)).toMatchObject({ scheduledAt: entry.scheduledAt, matchVersion: entry.matchVersion });
  });

  it('converts local hours with the community time zone across the October clock change', async () => {
    const res = await schedule({
      validId: autumn.valid.id,
      days: [
        { date: '2026-10-24', start: '10:00', end: '12:00' },
        { date: '2026-10-26', start: '10:00', end: '12:00' },
      ],
      places: [{ placeId: annex.id, courts: ['Pista 2'] }],
      durationMinutes: 60,
      restMinutes: 0,
      replace: true,
    });
    const starts = res.body.data.entries.map((e) => e.scheduledAt);
    expect(starts).toEqual(['2026-10-24T08:00:00.000Z', '2026-10-24T09:00:00.000Z', '2026-10-26T09:00:00.000Z', '2026-10-26T10:00:00.000Z', null, null]);
    const monday = await calendar(`validId=${autumn.valid.id}&from=2026-10-26&to=2026-10-26`);
    expect(monday.entries.map((e) => e.scheduledAt)).toEqual(['2026-10-26T09:00:00.000Z', '2026-10-26T10:00:00.000Z']);
    expect(monday).toMatchObject({ timeZone: 'Europe/Madrid', unscheduled: 2 });
  });
});

describe('moving a match by hand', () => {
  it('moves a match, bumps its version and flags the conflicts it creates instead of refusing them', async () => {
    const [first, second, third] = scheduled.entries;
    if (!first || !second || !third) throw new Error('no matches');
    const sharing = scheduled.entries.find((e) => e.round === 2 && [e.home?.id, e.away?.id].some((id) => id === first.home?.id)) ?? third;
    const moved = await as().put<MoveMatchResult>(`/api/calendar/matches/${sharing.matchId}`, { version: sharing.matchVersion, scheduledAt: first.scheduledAt, court: first.court });
    expect(moved.status).toBe(200);
    const entry = moved.body.data.entry;
    expect(entry).toMatchObject({ matchId: sharing.matchId, matchVersion: sharing.matchVersion + 1, scheduledAt: first.scheduledAt, court: first.court });
    expect(entry.conflicts).toEqual(
      expect.arrayContaining([
        { code: 'court-overlap', otherMatchId: first.matchId, personId: null },
        expect.objectContaining({ code: 'person-overlap', otherMatchId: first.matchId }),
      ]),
    );
    const page = await calendar(`phaseId=${spring.phase.id}`);
    expect(byId(page.entries, first.matchId).conflicts).toEqual(expect.arrayContaining([{ code: 'court-overlap', otherMatchId: sharing.matchId, personId: null }]));

    const late = await as().put<MoveMatchResult>(`/api/calendar/matches/${sharing.matchId}`, { version: entry.matchVersion, scheduledAt: '2026-11-28T20:00:00Z', placeId: annex.id, court: 'Pista 9', durationMinutes: 45 });
    expect(late.body.data.entry).toMatchObject({ scheduledAt: '2026-11-28T20:00:00.000Z', endsAt: '2026-11-28T20:45:00.000Z', placeName: 'Pabellón Anexo', conflicts: [{ code: 'outside-window', otherMatchId: null, personId: null }] });

    // The match's own page reads when and where it is played, for anyone, with the community's time zone.
    const one = await api(t.url).get<CalendarMatch>(`/api/calendar/matches/${sharing.matchId}`);
    expect(one.status).toBe(200);
    expect(one.body.data.entry).toMatchObject({ matchId: sharing.matchId, scheduledAt: '2026-11-28T20:00:00.000Z', placeName: 'Pabellón Anexo', court: 'Pista 9' });
    expect(one.body.data.timeZone).toMatch(/\//);
    expect((await api(t.url).get('/api/calendar/matches/99999999')).status).toBe(404);
    expect((await api(t.url).get('/api/calendar/matches/abc')).status).toBe(400);
  });

  it('refuses a stale version with 409 and the current entry', async () => {
    const entry = (await calendar(`phaseId=${spring.phase.id}`)).entries[3];
    if (!entry) throw new Error('no match');
    const first = await as().put<MoveMatchResult>(`/api/calendar/matches/${entry.matchId}`, { version: entry.matchVersion, scheduledAt: entry.scheduledAt });
    expect(first.status).toBe(200);
    const stale = await as().put<MoveMatchResult>(`/api/calendar/matches/${entry.matchId}`, { version: entry.matchVersion, scheduledAt: null });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.current?.entry).toMatchObject({ matchId: entry.matchId, matchVersion: entry.matchVersion + 1, scheduledAt: entry.scheduledAt });
  });

  it('takes a match off the calendar with a null time', async () => {
    const entry = (await calendar(`validId=${autumn.valid.id}&scheduled=only`)).entries[0];
    if (!entry) throw new Error('no match');
    const off = await as().put<MoveMatchResult>(`/api/calendar/matches/${entry.matchId}`, { version: entry.matchVersion, scheduledAt: null });
    expect(off.body.data.entry).toMatchObject({ scheduledAt: null, endsAt: null });
    expect((await calendar(`validId=${autumn.valid.id}`)).unscheduled).toBe(3);
  });

  it('answers 401 signed out, 403 to another account and 404 for a missing match', async () => {
    const entry = scheduled.entries[0];
    if (!entry) throw new Error('no match');
    const body = { version: entry.matchVersion, scheduledAt: entry.scheduledAt };
    expect((await visitor().put(`/api/calendar/matches/${entry.matchId}`, body)).status).toBe(401);
    expect((await asOther().put(`/api/calendar/matches/${entry.matchId}`, body)).status).toBe(403);
    expect((await as().put('/api/calendar/matches/99999999', body)).status).toBe(404);
    const plan = { phaseId: spring.phase.id, days: [{ date: '2026-11-28', start: '09:00', end: '13:00' }], places: [{ placeId: venue.id, courts: ['Mesa 1'] }], durationMinutes: 30, restMinutes: 0, replace: true };
    expect((await schedule(plan, visitor())).status).toBe(401);
    expect((await schedule(plan, asOther())).status).toBe(403);
    expect((await schedule({ ...plan, phaseId: 99999999 })).status).toBe(404);
    const untouched = await calendar(`phaseId=${spring.phase.id}`);
    expect(byId(untouched.entries, entry.matchId).matchVersion).toBe(entry.matchVersion);
  });
});

describe('bad input', () => {
  it('names every wrong field of a move', async () => {
    const res = await as().put(`/api/calendar/matches/${scheduled.entries[0]?.matchId}`, { version: 'x', scheduledAt: 'tomorrow', placeId: -1, court: '', durationMinutes: 2 });
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res)).sort()).toEqual(['body.court', 'body.durationMinutes', 'body.placeId', 'body.scheduledAt', 'body.version']);
    const unknownPlace = await as().put(`/api/calendar/matches/${scheduled.entries[0]?.matchId}`, { version: 1, scheduledAt: null, placeId: 99999999 });
    expect(fieldsOf(unknownPlace)).toEqual({ 'body.placeId': expect.any(String) });
  });

  it('names every wrong field of a schedule request', async () => {
    const res = await schedule({ validId: spring.valid.id, phaseId: spring.phase.id, days: [{ date: '2026-02-30', start: '09:00', end: '10:00' }, { date: '2026-11-28', start: '12:00', end: '11:00' }], places: [{ placeId: venue.id, courts: [] }], durationMinutes: 0, restMinutes: -5, replace: 'yes' });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toMatchObject({ 'body.days.0.date': expect.any(String), 'body.days.1.end': expect.any(String), 'body.durationMinutes': expect.any(String), 'body.restMinutes': expect.any(String), 'body.replace': expect.any(String) });
    const target = await schedule({ validId: spring.valid.id, phaseId: spring.phase.id, days: [{ date: '2026-11-28', start: '09:00', end: '10:00' }], places: [{ placeId: venue.id, courts: [] }], durationMinutes: 30, restMinutes: 0, replace: true }, api(t.url, { ...scoped(communityId, owner), 'x-locale': 'en' }));
    expect(fieldsOf(target)).toEqual({ 'body.validId': 'Choose a tournament or a phase, just one of them' });
    const courtless = await schedule({ phaseId: spring.phase.id, days: [{ date: '2026-11-28', start: '09:00', end: '10:00' }], places: [{ placeId: venue.id, courts: [] }], durationMinutes: 30, restMinutes: 0, replace: true }, api(t.url, { ...scoped(communityId, owner), 'x-locale': 'en' }));
    expect(fieldsOf(courtless)).toEqual({ 'body.places': 'Add at least one court or table' });
    const foreign = await schedule({ phaseId: spring.phase.id, days: [{ date: '2026-11-28', start: '09:00', end: '10:00' }], places: [{ placeId: 99999999, courts: ['A'] }], durationMinutes: 30, restMinutes: 0, replace: true });
    expect(Object.keys(fieldsOf(foreign))).toEqual(['body.places.0.placeId']);
  });

  it('names every wrong filter of a calendar query', async () => {
    const res = await visitor().get('/api/calendar?from=2026-13-01&personId=abc&scheduled=maybe&placeId=0');
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res)).sort()).toEqual(['query.from', 'query.personId', 'query.placeId', 'query.scheduled']);
    expect(Object.keys(fieldsOf(await visitor().get('/api/calendar?from=2026-11-02&to=2026-11-01')))).toEqual(['query.to']);
    expect(Object.keys(fieldsOf(await visitor().post('/api/calendar/tournaments', { validIds: [] })))).toEqual(['body.validIds']);
  });
});

describe('reading calendars', () => {
  it('filters by community, multi-tournament, tournament, phase, person, place and dates', async () => {
    const all = await calendar(`communityId=${communityId}`);
    const validIds = new Set(all.entries.map((e) => e.validId));
    expect(validIds.has(spring.valid.id) && validIds.has(autumn.valid.id)).toBe(true);
    expect(all.entries.every((e) => e.communityId === communityId)).toBe(true);
    const starts = all.entries.flatMap((e) => (e.scheduledAt ? [e.scheduledAt] : []));
    expect(starts).toEqual([...starts].sort());
    expect(all.entries.slice(starts.length).every((e) => e.scheduledAt === null)).toBe(true);

    expect((await calendar(`communityId=${await makeCommunity(t.database.db)}`)).entries).toEqual([]);
    expect(new Set((await calendar(`tournamentId=${multiId}`)).entries.map((e) => e.validId))).toEqual(new Set([spring.valid.id]));
    expect(new Set((await calendar(`validId=${autumn.valid.id}`)).entries.map((e) => e.validId))).toEqual(new Set([autumn.valid.id]));
    expect(new Set((await calendar(`phaseId=${spring.phase.id}`)).entries.map((e) => e.phaseId))).toEqual(new Set([spring.phase.id]));
    const atAnnex = await calendar(`placeId=${annex.id}`);
    expect(atAnnex.entries.length).toBeGreaterThan(0);
    expect(atAnnex.entries.every((e) => e.placeId === annex.id)).toBe(true);
    const november = await calendar(`communityId=${communityId}&from=2026-11-28&to=2026-11-28`);
    expect(november.entries.length).toBeGreaterThan(0);
    expect(november.entries.every((e) => e.scheduledAt !== null && e.scheduledAt >= '2026-11-27T23:00:00.000Z' && e.scheduledAt < '2026-11-28T23:00:00.000Z')).toBe(true);
    expect((await calendar(`validId=${autumn.valid.id}&scheduled=none`)).entries.every((e) => e.scheduledAt === null)).toBe(true);
  });

  it('finds a person\'s matches, alone and as a member of a team', async () => {
    const [entryId] = spring.ids;
    const [row] = await t.database.db.select({ personId: inscribed.personId }).from(inscribed).where(eq(inscribed.id, entryId ?? 0));
    const personId = row?.personId ?? 0;
    const own = await calendar(`personId=${personId}`);
    expect(own.entries).toHaveLength(3);
    expect(own.entries.every((e) => e.home?.id === entryId || e.away?.id === entryId)).toBe(true);

    const [team] = await t.database.db.insert(persons).values({ communityId, modalityId: 2, sportId: 1, firstName: 'Equipo Azul' }).returning({ id: persons.id });
    await t.database.db.insert(teamMembers).values({ teamId: team?.id ?? 0, personId });
    const squad = await drawnValid('Liga de Equipos', 3);
    await t.database.db.update(inscribed).set({ personId: team?.id ?? 0 }).where(eq(inscribed.id, squad.ids[0] ?? 0));
    // The team's matches have no date yet: a window of days holds none of them, and counts them as unscheduled.
    const withTeam = await calendar(`personId=${personId}`);
    expect(withTeam.entries).toHaveLength(3);
    expect(withTeam.unscheduled).toBe(2);
    const undated = await calendar(`personId=${personId}&scheduled=none`);
    expect(undated.entries).toHaveLength(2);
    expect(undated.entries.every((e) => e.validId === squad.valid.id && (e.home?.name === 'Equipo Azul' || e.away?.name === 'Equipo Azul'))).toBe(true);
  });

  it('shows a coach the matches of the entries that play for the coach\'s clubs', async () => {
    const [club] = await t.database.db.insert(clubs).values({ communityId, name: 'Club Vallecas', sportId: 1 }).returning({ id: clubs.id });
    const [coach] = await t.database.db.insert(persons).values({ communityId, modalityId: MODALITY_IDS.coach, sportId: 1, firstName: 'Marta', lastName: 'Entrenadora' }).returning({ id: persons.id });
    const coachId = coach?.id ?? 0;
    expect((await calendar(`personId=${coachId}`)).entries).toHaveLength(0);

    await t.database.db.insert(personClubs).values({ personId: coachId, clubId: club?.id ?? 0 });
    const entryId = spring.ids[1] ?? 0;
    await t.database.db.update(inscribed).set({ clubId: club?.id ?? null }).where(eq(inscribed.id, entryId));
    // Another address than the first read: anonymous reads are kept for two seconds, and this test writes behind the API's back.
    const coached = await calendar(`personId=${coachId}&scheduled=all`);
    expect(coached.entries).toHaveLength(3);
    expect(coached.entries.every((e) => e.home?.id === entryId || e.away?.id === entryId)).toBe(true);
    const ics = await feed(`persons/${coachId}.ics`);
    expect(ics.status).toBe(200);
    expect(eventsOf(ics.text)).toHaveLength(3);
  });

  it('answers one window of days when none is named: today, in the community\'s zone, and the next 30 days', async () => {
    const page = (await visitor().get<CalendarWindow>(`/api/calendar?communityId=${communityId}`)).body.data;
    const today = localDate(Date.now(), page.timeZone);
    expect(page).toMatchObject({ from: today, to: addDays(today, 30), page: 0, size: 1000 });
    expect(page.total).toBe(page.entries.length);
    expect(page.entries.every((e) => e.scheduledAt !== null && localDate(Date.parse(e.scheduledAt), page.timeZone) >= today && localDate(Date.parse(e.scheduledAt), page.timeZone) <= addDays(today, 30))).toBe(true);
    const from = (await calendar(`communityId=${communityId}&from=2026-10-20`));
    expect([from.from, from.to]).toEqual(['2026-10-20', '2026-11-19']);
    expect(new Set(from.entries.map((e) => e.validId))).toEqual(new Set([autumn.valid.id]));
  });

  it('refuses a window longer than 62 days, on the end date, in the caller\'s language', async () => {
    expect((await visitor().get(`/api/calendar?communityId=${communityId}&from=2026-10-01&to=2026-12-01`)).status).toBe(200);
    const wide = await visitor().get(`/api/calendar?communityId=${communityId}&from=2026-10-01&to=2026-12-02`);
    expect(wide.status).toBe(400);
    expect(fieldsOf(wide)).toEqual({ 'query.to': 'Elige un periodo de 62 días como máximo' });
    const english = await api(t.url, { ...scoped(communityId), 'accept-language': 'en' }).get(`/api/calendar?from=2025-01-01&to=2026-12-31`);
    expect(fieldsOf(english)).toEqual({ 'query.to': 'Choose a period of at most 62 days' });
  });

  it('refuses a parameter it does not know, so no spelling of a read is kept apart', async () => {
    for (const path of [`/api/calendar?communityId=${communityId}&utm_source=x`, `/api/calendar?${SEASON}&cache=1`, `/api/calendar/metadata?validId=${spring.valid.id}&v=2`]) {
      const res = await visitor().get(path);
      expect(res.status, path).toBe(400);
      expect(Object.values(fieldsOf(res)), path).toEqual(['Campo no permitido']);
    }
    expect(fieldsOf(await visitor().get(`/api/calendar?${SEASON}&nonsense=1`))).toEqual({ 'query.nonsense': 'Campo no permitido' });
  });

  it('pages a window: every match once, in order, with the total over every page', async () => {
    const whole = await calendar(`communityId=${communityId}&scheduled=only`);
    expect(whole.total).toBeGreaterThan(3);
    const pages = await Promise.all([0, 1, 2, 3].map((page) => calendar(`communityId=${communityId}&scheduled=only&size=2&page=${page}`)));
    expect(pages.every((p) => p.total === whole.total && p.size === 2)).toBe(true);
    expect(pages.flatMap((p) => p.entries.map((e) => e.matchId))).toEqual(whole.entries.map((e) => e.matchId).slice(0, 8));
    expect(fieldsOf(await visitor().get(`/api/calendar?${SEASON}&size=1001`))).toHaveProperty(['query.size']);
  });

  it('answers 404 for a filter naming a missing record', async () => {
    for (const name of ['communityId', 'tournamentId', 'validId', 'phaseId', 'personId', 'placeId']) {
      expect((await visitor().get(`/api/calendar?${name}=99999999`)).status, name).toBe(404);
    }
    expect((await visitor().post('/api/calendar/tournaments', { validIds: [spring.valid.id, 99999999] })).status).toBe(404);
  });

  it('describes what the filters can offer', async () => {
    const res = await visitor().get<CalendarMetadata>(`/api/calendar/metadata?communityId=${communityId}`);
    expect(res.status).toBe(200);
    const meta = res.body.data;
    expect(meta.timeZone).toBe('Europe/Madrid');
    expect(meta.tournaments).toEqual([{ id: multiId, name: 'Circuito de Invierno' }]);
    expect(meta.valids.map((v) => v.name)).toEqual(expect.arrayContaining(['Abierto de Invierno', 'Copa de Otoño']));
    expect(meta.valids.find((v) => v.id === autumn.valid.id)).toMatchObject({ startDate: '2026-10-24', endDate: '2026-10-26' });
    expect(meta.places).toEqual([
      { id: annex.id, name: 'Pabellón Anexo' },
      { id: venue.id, name: 'Polideportivo Central' },
    ]);
    expect(meta.sports).toEqual([{ id: 1, name: 'Tenis de mesa' }]);
    expect(meta.courts).toEqual(expect.arrayContaining(['Mesa 1', 'Mesa 2', 'Pista 1', 'Pista 2']));
    expect(meta.from).toBe('2026-10-24');
    expect(meta.to).toBe('2026-12-01');
    const phaseMeta = await visitor().get<CalendarMetadata>(`/api/calendar/metadata?phaseId=${autumn.phase.id}`);
    expect(phaseMeta.body.data).toMatchObject({ tournaments: [], places: [{ id: annex.id, name: 'Pabellón Anexo' }], courts: ['Pista 2'] });
  });

  it('shows several tournaments at once', async () => {
    const res = await visitor().post<CalendarPage>('/api/calendar/tournaments', { validIds: [spring.valid.id, autumn.valid.id], from: '2026-10-01', to: '2026-11-30' });
    expect(res.status).toBe(200);
    expect(new Set(res.body.data.entries.map((e) => e.validId))).toEqual(new Set([spring.valid.id, autumn.valid.id]));
    expect(res.body.data.entries.every((e) => e.scheduledAt !== null)).toBe(true);
  });
});

describe('iCalendar feeds', () => {
  it('lists a phase\'s scheduled matches as events a real parser reads', async () => {
    const res = await feed(`phases/${spring.phase.id}.ics`);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/calendar/);
    expect(res.cache).toMatch(/max-age=\d+/);
    expect(res.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    const events = eventsOf(res.text);
    const page = await calendar(`phaseId=${spring.phase.id}&scheduled=only`);
    expect(events).toHaveLength(page.entries.length);
    const first = page.entries[0];
    const event = events.find((e) => e.uid === `match-${first?.matchId}@calendar.torneos`);
    expect(event?.summary).toBe(`${first?.home?.name} – ${first?.away?.name} · Abierto de Invierno`);
    expect(event?.startDate.toJSDate().toISOString()).toBe(first?.scheduledAt);
    expect(event?.location).toBe(`${first?.placeName} · ${first?.court}`);
  });

  it('moves an event when its match moves, keeping its UID and raising its SEQUENCE', async () => {
    const entry = (await calendar(`validId=${spring.valid.id}&scheduled=only`)).entries[1];
    if (!entry) throw new Error('no match');
    const uid = `match-${entry.matchId}@calendar.torneos`;
    const before = eventsOf((await feed(`valids/${spring.valid.id}.ics`)).text).find((e) => e.uid === uid);
    expect(before?.startDate.toJSDate().toISOString()).toBe(entry.scheduledAt);
    await as().put(`/api/calendar/matches/${entry.matchId}`, { version: entry.matchVersion, scheduledAt: '2026-11-29T10:15:00Z' });
    const after = eventsOf((await feed(`valids/${spring.valid.id}.ics`)).text).find((e) => e.uid === uid);
    expect(after?.startDate.toJSDate().toISOString()).toBe('2026-11-29T10:15:00.000Z');
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Infinity);
  });

  it('serves multi-tournament, person and place feeds, and 404 for a missing record', async () => {
    expect(eventsOf((await feed(`tournaments/${multiId}.ics`)).text).length).toBeGreaterThan(0);
    expect(eventsOf((await feed(`places/${annex.id}.ics`)).text).every((e) => e.location.startsWith('Pabellón Anexo'))).toBe(true);
    const [row] = await t.database.db.select({ personId: inscribed.personId }).from(inscribed).where(eq(inscribed.id, spring.ids[1] ?? 0));
    expect(eventsOf((await feed(`persons/${row?.personId}.ics`)).text)).toHaveLength(3);
    for (const kind of ['valids', 'tournaments', 'phases', 'persons', 'places', 'communities']) expect((await feed(`${kind}/99999999.ics`)).status, kind).toBe(404);
  });

  it('serves a whole community’s feed from three months back, its events named without internal codes', async () => {
    const community = eventsOf((await feed(`communities/${communityId}.ics`)).text);
    const since = Date.now() - 90 * 24 * 60 * 60 * 1000;
    const ofTournaments = [...eventsOf((await feed(`valids/${spring.valid.id}.ics`)).text), ...eventsOf((await feed(`valids/${autumn.valid.id}.ics`)).text)];
    const expected = ofTournaments.filter((event) => event.startDate.toJSDate().getTime() >= since).map((event) => event.uid);
    // Every tournament of the community is in it (this file's other tests add more), nothing from before.
    expect(community.map((event) => event.uid)).toEqual(expect.arrayContaining(expected));
    expect(community.length).toBeGreaterThan(0);
    for (const event of community) expect(event.startDate.toJSDate().getTime()).toBeGreaterThanOrEqual(since - 60_000);
    for (const event of ofTournaments) expect(event.description).not.toMatch(/\br\d+p\d+\b/);
  });
});
