// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, type ErrorBody, type PageOf } from '../../test/catalog';
import { communities, communityAccounts } from '../../db/schema';
import type { Community, CommunityAccount, CommunityDetail } from '@domain/contract';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createTestUser(t.database.db);
  stranger = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const look = { logos: { brand: '/communities/torneos/logo.svg' }, primary: '#0b3d91', secondary: '#e11d48' };
const input = (domain: string, extra: object = {}) => ({ name: `Liga ${domain}`, domain, lookAndFeel: look, sportId: 1, ...extra });
const counts = async () => ({ communities: (await t.database.db.select().from(communities)).length, links: (await t.database.db.select().from(communityAccounts)).length });

describe('communities', () => {
  it('creates a community with its creator as admin, finds it by domain and id, and changes it', async () => {
    const as = api(t.url, owner.headers);
    const created = await as.post<Community & { version: number }>('/api/communities', input('liga-del-sur'));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ domain: 'liga-del-sur', sportId: 1, lookAndFeel: { primary: '#0b3d91' } });
    const id = created.body.data.id;
    expect((await api(t.url).get<Community>('/api/communities/liga-del-sur')).body.data.id).toBe(id);
    const detail = await as.get<CommunityDetail>(`/api/communities/by-id/${id}`);
    expect(detail.body.data).toMatchObject({ canEdit: true, canManageAccounts: true, counts: { clubs: 0, players: 0 } });
    expect((await api(t.url, stranger.headers).get<CommunityDetail>(`/api/communities/by-id/${id}`)).body.data.canEdit).toBe(false);
    const changed = await as.put<Community & { version: number }>(`/api/communities/${id}`, input('liga-del-sur', { sportId: null, version: 1 }));
    expect(changed.body.data).toMatchObject({ sportId: null, version: 2 });
    expect((await as.put(`/api/communities/${id}`, input('liga-del-sur', { version: 1 }))).status).toBe(409);
  });

  it('keeps a time zone for its calendars: the default at first, kept when a change leaves it out, refused when unknown', async () => {
    const as = api(t.url, owner.headers);
    const created = await as.post<CommunityDetail>('/api/communities', input('liga-horaria'));
    expect(created.body.data.timeZone).toBe('Europe/Madrid');
    const id = created.body.data.id;
    const moved = await as.put<CommunityDetail>(`/api/communities/${id}`, input('liga-horaria', { timeZone: 'America/Bogota', version: 1 }));
    expect(moved.body.data).toMatchObject({ timeZone: 'America/Bogota', version: 2 });
    const kept = await as.put<CommunityDetail>(`/api/communities/${id}`, input('liga-horaria', { name: 'Liga con hora', version: 2 }));
    expect(kept.body.data).toMatchObject({ timeZone: 'America/Bogota', version: 3 });
    const wrong = await as.put(`/api/communities/${id}`, input('liga-horaria', { timeZone: 'Marte/Olympus', version: 3 }));
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong)).toEqual({ 'body.timeZone': 'Elige una zona horaria de la lista' });
    expect((await as.get<CommunityDetail>(`/api/communities/by-id/${id}`)).body.data).toMatchObject({ timeZone: 'America/Bogota', version: 3 });
    // The community's calendar reads its times in that zone.
    expect((await api(t.url).get<{ timeZone: string }>(`/api/calendar?communityId=${id}`)).body.data.timeZone).toBe('America/Bogota');
  });

  it('pages and searches the list', async () => {
    const as = api(t.url, owner.headers);
    for (const domain of ['copa-norte', 'copa-centro', 'copa-este']) await as.post('/api/communities', input(domain));
    const page = await api(t.url).get<PageOf<Community>>('/api/communities?q=copa&size=2');
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.items.map((c) => c.domain)).toEqual(['copa-centro', 'copa-este']);
  });

  it('names a bad slug, a colour that is not a colour and a taken domain, and writes nothing', async () => {
    const before = await counts();
    const as = api(t.url, owner.headers);
    const bad = await as.post('/api/communities', input('Mi Liga!', { lookAndFeel: { ...look, primary: 'rojo' } }));
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual({ 'body.domain': 'Usa minúsculas y dígitos separados por un solo guion', 'body.lookAndFeel.primary': 'Escribe un color hexadecimal como #1a2b3c' });
    const doubleHyphen = await as.post('/api/communities', input('liga--sur'));
    expect(Object.keys(fieldsOf(doubleHyphen))).toEqual(['body.domain']);
    await as.post('/api/communities', input('unica'));
    const after = await counts();
    const taken = await as.post('/api/communities', input('unica'));
    expect(fieldsOf(taken)).toEqual({ 'body.domain': 'Este identificador ya está en uso' });
    const reserved = await as.post('/api/communities', input('accounts'));
    expect(Object.keys(fieldsOf(reserved))).toEqual(['body.domain']);
    expect(await counts()).toEqual(after);
    expect(after.communities).toBe(before.communities + 1);
  });

  it('lets only its admins change a community', async () => {
    const created = await api(t.url, owner.headers).post<Community>('/api/communities', input('privada'));
    expect((await api(t.url, stranger.headers).put(`/api/communities/${created.body.data.id}`, input('privada'))).status).toBe(403);
    expect((await api(t.url).post('/api/communities', input('anonima'))).status).toBe(401);
  });
});

describe('community accounts', () => {
  it('adds, changes and removes accounts, keeping one admin', async () => {
    const as = api(t.url, owner.headers);
    const community = (await as.post<CommunityDetail>('/api/communities', input('con-cuentas'))).body.data;
    const listed = await as.get<CommunityAccount[]>(`/api/communities/accounts?communityId=${community.id}`);
    expect(listed.body.data).toEqual([expect.objectContaining({ accountId: owner.accountId, role: 'admin' })]);
    const added = await as.post<CommunityAccount>('/api/communities/accounts', { communityId: community.id, accountId: stranger.accountId });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ role: 'member', accountId: stranger.accountId });
    expect((await as.post('/api/communities/accounts', { communityId: community.id, accountId: stranger.accountId })).status).toBe(409);
    expect((await api(t.url, stranger.headers).put(`/api/communities/accounts/${added.body.data.id}`, { role: 'admin', version: added.body.data.version })).status).toBe(403);
    const promoted = await as.put<CommunityAccount>(`/api/communities/accounts/${added.body.data.id}`, { role: 'admin', version: added.body.data.version });
    expect(promoted.body.data.role).toBe('admin');
    expect((await api(t.url, stranger.headers).put(`/api/communities/${community.id}`, input('con-cuentas', { name: 'Renombrada', version: community.version }))).status).toBe(200);
    const ownerLink = listed.body.data[0];
    expect((await as.del(`/api/communities/accounts/${ownerLink?.id}`)).status).toBe(200);
    const last = await api(t.url, stranger.headers).del(`/api/communities/accounts/${added.body.data.id}`);
    expect(last.status).toBe(409);
    const unknown = await api(t.url, stranger.headers).post('/api/communities/accounts', { communityId: community.id, accountId: 999999 });
    expect(Object.keys(fieldsOf(unknown))).toEqual(['body.accountId']);
  });
});

describe('images', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const upload = (bytes: Buffer, headers: Record<string, string>) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'logo.png');
    return fetch(`${t.url}/api/images`, { method: 'POST', body: form, headers });
  };

  let spaceHeaders: Record<string, string> = {};
  beforeAll(async () => {
    const space = await api(t.url, owner.headers).post<Community>('/api/communities', input('con-logos'));
    spaceHeaders = { ...owner.headers, 'x-community-id': String(space.body.data.id) };
  });

  it('stores an uploaded logo by its real type and serves it', async () => {
    const res = await upload(png, spaceHeaders);
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { url: string; contentType: string } };
    expect(data.contentType).toBe('image/png');
    const served = await fetch(`${t.url}${data.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses what is not an image, anonymous uploads and files over 2 MB, the one limit of every picture', async () => {
    const text = await upload(Buffer.from('<svg onload="alert(1)"/>'), spaceHeaders);
    expect(text.status).toBe(400);
    expect(((await text.json()) as ErrorBody).error.fields?.[0]?.field).toBe('body.file');
    expect((await upload(png, {})).status).toBe(401);
    const big = await upload(Buffer.concat([png, Buffer.alloc(2_100_000)]), spaceHeaders);
    expect(big.status).toBe(400);
    expect(((await big.json()) as ErrorBody).error.fields?.[0]?.message).toBe('Sube una imagen de 2 MB como máximo');
  });

  it('answers a multipart body cut short with 400 in the envelope', async () => {
    const cut = '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG';
    const res = await fetch(`${t.url}/api/images`, { method: 'POST', body: cut, headers: { ...spaceHeaders, 'content-type': 'multipart/form-data; boundary=cut' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  });
});
