// @vitest-environment node
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowMailSettings, MatchView, PhaseDraw } from '@domain/contract';
import { followMailSettings, inscribed, users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped } from '../../test/catalog';
import { seedEntries } from '../../test/competition';
import { act, createPhase, createValid } from '../../test/tournaments';
import { startMailbox, type ReceivedMail } from '../auth/mailbox.test-support';
import { deliverFollowMails } from './news-mail';

let t: TestApp;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let organiser: TestUser;
let communityId = 0;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await startTestApp({ SMTP_URL: mailbox.url });
  communityId = await makeCommunity(t.database.db);
  organiser = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const as = (user: TestUser) => api(t.url, scoped(communityId, user));
const visitor = () => api(t.url, scoped(communityId));
const straight = { periods: [{ home: 11, away: 5 }, { home: 11, away: 5 }, { home: 11, away: 5 }] };
const deliver = () => deliverFollowMails(t.database.db, t.app.deps.mailer, t.url);

async function emailOf(user: TestUser): Promise<string> {
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, user.userId));
  return row?.email ?? '';
}

/** A started table-tennis tournament of two, drawn as one group: its match and its players' ids. */
async function playing(name: string) {
  const valid = await createValid(as(organiser), { name });
  const phase = await createPhase(as(organiser), valid.id, { formatId: 1, configuration: { groupCount: 1 } });
  const entries = await seedEntries(t.database.db, { ...valid, communityId }, 2, { seeds: 2, prefix: name });
  const rows = await t.database.db.select({ id: inscribed.id, personId: inscribed.personId }).from(inscribed).where(inArray(inscribed.id, entries));
  if ((await act(as(organiser), `/api/valid/${valid.id}/status`, 'start', valid.version)).status !== 200) throw new Error('not started');
  if ((await as(organiser).put<PhaseDraw>(`/api/sort/group/${phase.id}`, { seed: 1 })).status !== 200) throw new Error('not drawn');
  if ((await act(as(organiser), `/api/phase/${phase.id}/status`, 'start', phase.version)).status !== 200) throw new Error('phase not started');
  const [match] = (await visitor().get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data;
  if (!match) throw new Error('no match');
  return { valid, match, people: rows.map((row) => row.personId) };
}

const save = (user: TestUser, body: unknown, locale = 'es') => as(user).put<FollowMailSettings>('/api/favorites/mail', body, { 'x-locale': locale });

/** The unsubscribe link of a mail, on the test server. */
function unsubscribeLink(mail: ReceivedMail): string {
  const header = /^List-Unsubscribe:\s*<(http[^>]+)>/m.exec(mail.text);
  if (!header?.[1]) throw new Error(`the mail has no List-Unsubscribe header: ${mail.text}`);
  expect(mail.text).toContain(header[1]);
  const url = new URL(header[1]);
  return `${t.url}${url.pathname}`;
}

describe('mail settings', () => {
  it('refuses visitors', async () => {
    expect((await visitor().get('/api/favorites/mail')).status).toBe(401);
    expect((await visitor().put('/api/favorites/mail', { upcoming: true, results: true, rankings: true, version: 0 })).status).toBe(401);
  });

  it('starts with no mail at all, and names every wrong field in the caller’s language', async () => {
    const fan = await createTestUser(t.database.db);
    expect((await as(fan).get<FollowMailSettings>('/api/favorites/mail')).body.data).toEqual({ upcoming: false, results: false, rankings: false, version: 0 });
    const bad = await save(fan, { upcoming: 'yes', rankings: false, version: -1 }, 'en');
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual({
      'body.upcoming': 'Must be true or false',
      'body.results': 'This field is required',
      'body.version': expect.any(String),
    });
    expect(fieldsOf(await save(fan, { upcoming: true, results: true, rankings: 1, version: 0 }))).toEqual({ 'body.rankings': 'Debe ser verdadero o falso' });
  });

  it('saves on the version read and refuses a stale one with 409', async () => {
    const fan = await createTestUser(t.database.db);
    const first = await save(fan, { upcoming: false, results: true, rankings: false, version: 0 });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ upcoming: false, results: true, rankings: false, version: 1 });
    // Another tab that read before the first save.
    const stale = await save(fan, { upcoming: true, results: false, rankings: false, version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.message).toBeTruthy();
    expect((await save(fan, { upcoming: true, results: true, rankings: true, version: 2 })).status).toBe(409);
    expect((await save(fan, { upcoming: true, results: true, rankings: false, version: 1 })).body.data).toEqual({ upcoming: true, results: true, rankings: false, version: 2 });
    expect((await as(fan).get<FollowMailSettings>('/api/favorites/mail')).body.data.version).toBe(2);
  });
});

describe('result mails', () => {
  it('mail each opted-in follower once per result, in their language and by name, even with two consumers at once', async () => {
    const { valid, match, people } = await playing('Copa Correo');
    const [spanish, english, quiet, otherKind] = await Promise.all([1, 2, 3, 4].map(() => createTestUser(t.database.db)));
    if (!spanish || !english || !quiet || !otherKind) throw new Error('no users');
    await as(spanish).post('/api/favorites', { kind: 'tournament', targetId: valid.id });
    await as(english).post('/api/favorites', { kind: 'player', targetId: people[0] });
    await as(quiet).post('/api/favorites', { kind: 'tournament', targetId: valid.id });
    await as(otherKind).post('/api/favorites', { kind: 'tournament', targetId: valid.id });
    await save(spanish, { upcoming: false, results: true, rankings: false, version: 0 }, 'es');
    await save(english, { upcoming: false, results: true, rankings: false, version: 0 }, 'en');
    await save(otherKind, { upcoming: true, results: false, rankings: true, version: 0 });

    expect((await as(organiser).put(`/api/match/${match.id}`, { version: match.version, result: straight })).status).toBe(200);
    const sent = await Promise.all([deliver(), deliver()]);
    expect(sent[0] + sent[1]).toBe(2);
    expect(await deliver()).toBe(0);

    const es = await mailbox.next(await emailOf(spanish));
    expect(es.text).toContain('Nuevos resultados de lo que sigues');
    expect(es.text).toMatch(/Copa Correo · .+: Copa Correo1 Test 3-0 Copa Correo2 Test/);
    expect(es.text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(es.text).toContain('/darse-de-baja/');
    const en = await mailbox.next(await emailOf(english));
    expect(en.text).toContain('New results of what you follow');
    expect(en.text).toContain('/en/unsubscribe/');
    for (const user of [spanish, english]) expect(mailbox.count(await emailOf(user))).toBe(1);
    // Opted out, or opted into other news only: nothing.
    for (const user of [quiet, otherKind]) expect(mailbox.count(await emailOf(user))).toBe(0);
  });

  it('turns the mails off from the link, without signing in, and answers 404 for a bad token', async () => {
    const { valid, match } = await playing('Copa Baja');
    const fan = await createTestUser(t.database.db);
    const email = await emailOf(fan);
    await as(fan).post('/api/favorites', { kind: 'tournament', targetId: valid.id });
    await save(fan, { upcoming: true, results: true, rankings: false, version: 0 }, 'en');
    expect((await as(organiser).put(`/api/match/${match.id}`, { version: match.version, result: straight })).status).toBe(200);
    await deliver();
    const link = unsubscribeLink(await mailbox.next(email));

    // Opening the link only asks: a mail scanner following it unsubscribes no one.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('new results');
    expect(html).toContain('<form method="post">');
    expect((await as(fan).get<FollowMailSettings>('/api/favorites/mail')).body.data.results).toBe(true);

    // The mail program's one-click request (RFC 8058), then the page's button: the same answer, nothing more turned off.
    const oneClick = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' };
    const done = await fetch(link, oneClick);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You will no longer get mails with new results');
    expect((await fetch(link, oneClick)).status).toBe(200);
    expect((await as(fan).get<FollowMailSettings>('/api/favorites/mail')).body.data).toMatchObject({ upcoming: true, results: false, rankings: false });

    // The next result reaches no one.
    const current = (await visitor().get<MatchView>(`/api/match/${match.id}`)).body.data;
    expect((await as(organiser).put(`/api/match/correction/${match.id}`, { version: current.version, result: { periods: [{ home: 11, away: 9 }, { home: 11, away: 9 }, { home: 11, away: 9 }] }, reason: 'Acta' })).status).toBeLessThan(300);
    await deliver();
    expect(mailbox.count(email)).toBe(1);

    const [row] = await t.database.db.select({ key: followMailSettings.unsubscribeKey }).from(followMailSettings).where(eq(followMailSettings.userId, fan.userId));
    for (const token of ['nada', `${'x'.repeat(32)}.results`, `${row?.key ?? ''}.everything`, `${row?.key ?? ''}`]) {
      for (const path of [`/darse-de-baja/${token}`, `/en/unsubscribe/${token}`]) {
        const get = await fetch(`${t.url}${path}`);
        expect(get.status).toBe(404);
        expect(await get.text()).toContain('<html');
        expect((await fetch(`${t.url}${path}`, oneClick)).status).toBe(404);
      }
    }
  });
});

describe('next-match mails', () => {
  it('tells a follower who asked for them when a match gets a time, once, in the community’s time zone', async () => {
    const { people, match } = await playing('Liga Horario');
    const fan = await createTestUser(t.database.db);
    const email = await emailOf(fan);
    await as(fan).post('/api/favorites', { kind: 'player', targetId: people[1] });
    await save(fan, { upcoming: true, results: false, rankings: false, version: 0 });
    const moved = await as(organiser).put<{ matchVersion: number }>(`/api/calendar/matches/${match.id}`, { version: match.version, scheduledAt: '2031-03-08T09:30:00.000Z' });
    expect(moved.status).toBe(200);
    await Promise.all([deliver(), deliver()]);
    const mail = await mailbox.next(email);
    expect(mail.text).toContain('Tienen fecha partidos de lo que sigues:');
    expect(mail.text).toMatch(/Liga Horario · .+: Liga Horario1 Test contra Liga Horario2 Test, sábado, 8 de marzo de 2031, 10:30/);
    expect(await deliver()).toBe(0);
    expect(mailbox.count(email)).toBe(1);
  });
});
