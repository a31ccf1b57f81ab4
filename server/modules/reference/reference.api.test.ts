// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { api, makeCommunity, scoped } from '../../test/catalog';
import { accounts, communityAccounts } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { TIE_BREAK_PRESETS } from '@domain/engine/standings/tie-break.presets';
import type { AdminRef, LookupRef, ModalityRef, SequenceRef, SportRef, TieBreakRef } from '@domain/contract';

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
