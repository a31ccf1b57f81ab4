// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped } from '../../test/catalog';
import { accounts, communityAccounts } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { TIE_BREAK_PRESETS } from '@domain/engine/standings/tie-break.presets';
import type { AdminRef, GameRule, LookupRef, ModalityRef, SequenceRef, SportRef, TieBreakRef } from '@domain/contract';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('reference data', () => {
  it('serves every sport with the modalities its configuration enables', async () => {
    const open = await makeCommunity(t.database.db);
    const res = await api(t.url, scoped(open)).get<SportRef[]>('/api/sports');
    expect(res.body.data.map((s) => s.id)).toEqual([1, 2, 3, 5, 6]);
    const tableTennis = res.body.data[0];
    expect(tableTennis?.label).toEqual({ es: 'Tenis de mesa', en: 'Table tennis' });
    expect(tableTennis?.sportGameSystems).toEqual([
      { modalityId: 1, active: true },
      { modalityId: 2, active: true },
      { modalityId: 3, active: true },
      { modalityId: 4, active: true },
    ]);
    expect(res.body.data.find((s) => s.id === 2)?.sportGameSystems.find((g) => g.modalityId === 3)?.active).toBe(false);
  });

  it('offers only its sport to a community restricted to one', async () => {
    const basketball = await makeCommunity(t.database.db, { sportId: 3 });
    const res = await api(t.url, scoped(basketball)).get<SportRef[]>('/api/sports');
    expect(res.body.data.map((s) => s.code)).toEqual(['basketball']);
  });

  it('serves modalities, genres, cut point types, phase categories and sequences with both labels', async () => {
    const modalities = await api(t.url).get<ModalityRef[]>('/api/modality');
    expect(modalities.body.data.map((m) => [m.id, m.segment])).toContainEqual([5, 'referee']);
    expect(modalities.body.data[2]?.labels.es.pluralWithArticle).toBe('las parejas');
    const genres = await api(t.url).get<LookupRef[]>('/api/genres');
    expect(genres.body.data.map((g) => g.label.es)).toEqual(['Mixto', 'Femenino', 'Masculino']);
    const cuts = await api(t.url).get<LookupRef[]>('/api/tournament/cuttypes');
    expect(cuts.body.data.map((c) => c.id)).toEqual([1, 5, 6, 7, 8]);
    const phases = await api(t.url).get<LookupRef[]>('/api/phase-categories');
    expect(phases.body.data.map((p) => p.label.es)).toEqual(['Normal', 'Repechaje']);
    const sequences = await api(t.url).get<SequenceRef[]>('/api/sequence');
    expect(sequences.body.data.find((s) => s.code === 'corbillon')?.games).toEqual(['A-X', 'B-Y', 'D', 'A-Y', 'B-X']);
  });

  it("serves the engine's tie-break presets with labelled criteria", async () => {
    const res = await api(t.url).get<TieBreakRef[]>('/api/tiebreaks');
    expect(res.body.data.map((p) => p.code)).toEqual(Object.keys(TIE_BREAK_PRESETS));
    const ittf = res.body.data.find((p) => p.code === 'ittf');
    expect(ittf?.criteria.map((c) => c.key)).toEqual(TIE_BREAK_PRESETS.ittf.criteria.map((c) => c.key));
    expect(ittf?.criteria.every((c) => c.label.es !== c.key)).toBe(true);
  });

  it('reads one game system with its texts in the language asked for, and how each sport plays it', async () => {
    const team = await api(t.url).get<GameRule>('/api/rules/2', { 'x-locale': 'en' });
    expect(team.status).toBe(200);
    expect(team.body.data).toMatchObject({ id: 2, code: 'team', name: 'Team', plural: 'Teams' });
    expect(team.body.data.description).toMatch(/^Team against team/);
    expect(team.body.data.sports.find((s) => s.id === 1)).toEqual({ id: 1, name: 'Table tennis', enabled: true, rubbersToWin: 3, tieBreakPreset: 'ittf' });
    expect(team.body.data.sports.find((s) => s.id === 2)).toMatchObject({ name: 'Soccer', enabled: true, rubbersToWin: 1, tieBreakPreset: 'uefa' });
    const doubles = await api(t.url).get<GameRule>('/api/rules/3', { 'accept-language': 'es-ES,es;q=0.9' });
    expect(doubles.body.data).toMatchObject({ code: 'double', name: 'Pareja', plural: 'Parejas' });
    expect(doubles.body.data.description).toMatch(/^Pareja contra pareja/);
    expect(doubles.body.data.sports.find((s) => s.id === 2)).toMatchObject({ name: 'Fútbol', enabled: false });
    const english = await api(t.url).get<GameRule>('/api/rules/1', { 'accept-language': 'en-GB' });
    expect(english.body.data.name).toBe('Player');
  });

  it('answers 404 for an id that is no game system and 400 for an id that is no number', async () => {
    for (const id of [4, 99]) {
      const missing = await api(t.url).get<GameRule>(`/api/rules/${id}`, { 'x-locale': 'en' });
      expect(missing.status).toBe(404);
      expect(missing.body.error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    const wrong = await api(t.url).get<GameRule>('/api/rules/abc');
    expect(wrong.status).toBe(400);
    expect(Object.keys(fieldsOf(wrong))).toEqual(['params.id']);
  });

  it("lists the owners of the community's accounts, to a signed-in user and only for the accounts that user owns", async () => {
    const space = await makeCommunity(t.database.db);
    const linked = await createTestUser(t.database.db, { name: 'ana-admin', outsider: true });
    const byAccount = await createTestUser(t.database.db, { name: 'beto-admin', outsider: true });
    const other = await createTestUser(t.database.db, { name: 'carla-other', outsider: true });
    const member = await createTestUser(t.database.db, { name: 'dario-member', resources: ['createClub'], outsider: true });
    await t.database.db.insert(communityAccounts).values([
      { communityId: space, accountId: linked.accountId, role: 'admin' },
      { communityId: space, accountId: member.accountId, role: 'member' },
    ]);
    await t.database.db.update(accounts).set({ communityId: space }).where(eq(accounts.id, byAccount.accountId));
    expect((await api(t.url, scoped(space)).get<AdminRef[]>('/api/user/admins')).status).toBe(401);
    const seenBy = async (user: { headers: Record<string, string> }) => (await api(t.url, scoped(space, user)).get<AdminRef[]>('/api/user/admins')).body.data.map((a) => a.username);
    expect(await seenBy(linked)).toEqual(['ana-admin']);
    expect(await seenBy(byAccount)).toEqual(['beto-admin']);
    expect(await seenBy(other)).toEqual([]);
    expect(await seenBy(member)).toEqual([]);
  });
});
