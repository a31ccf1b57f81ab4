// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped, type PageOf } from '../../test/catalog';
import { createPlayer, createValid } from '../../test/tournaments';
import { processPendingRankings } from '../rankings/processing';
import { playedKnockout } from '../rankings/rankings.test-support';
import type { Club, Inscribed, Organizer, RankingView, RatingSystemView, Valid } from '@domain/contract';

let t: TestApp;
let owner: TestUser;
let communityId: number;
let otherCommunityId: number;

beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  otherCommunityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const as = () => api(t.url, scoped(communityId, owner));
/** A visitor reading from another community: an organiser's or club's lists do not depend on it. */
const visitor = () => api(t.url, scoped(otherCommunityId));
const names = (page: PageOf<{ name: string }>) => page.items.map((item) => item.name).sort();

describe('an organiser’s and a club’s tournaments and rankings', () => {
  it('lists the tournaments an organiser runs and those a club’s entries play, paged, and nothing for an unknown id', async () => {
    const organizer = (await as().post<Organizer>('/api/organizers', { name: 'Liga Lista', slug: 'liga-lista' })).body.data;
    const club = (await as().post<Club>('/api/club', { name: 'Club Lista', sportId: 1, organizerId: organizer.id })).body.data;
    await createValid(as(), { name: 'Lista Uno', organizerId: organizer.id });
    await createValid(as(), { name: 'Lista Dos', organizerId: organizer.id });
    const withClub = await createValid(as(), { name: 'Lista Club' });
    await createValid(as(), { name: 'Lista Ajena' });
    const member = await createPlayer(as(), { firstName: 'Socia', clubs: [club.id] });
    const loose = await createPlayer(as(), { firstName: 'Suelta' });
    expect((await as().post<Inscribed[]>(`/api/inscribed/${withClub.id}`, { personIds: [member.id] })).status).toBe(201);
    // An entry that left no longer makes the tournament the club's.
    const removedFrom = await createValid(as(), { name: 'Lista Retirada' });
    const entered = (await as().post<Inscribed[]>(`/api/inscribed/${removedFrom.id}`, { personIds: [member.id, loose.id] })).body.data;
    const clubEntry = entered.find((entry) => entry.personId === member.id);
    expect((await as().del(`/api/inscribed/entry/${clubEntry?.id ?? 0}?version=${clubEntry?.version ?? 0}`)).status).toBe(200);

    const byOrganizer = (await visitor().get<PageOf<Valid>>(`/api/valid?organizerId=${organizer.id}`)).body.data;
    expect(names(byOrganizer)).toEqual(['Lista Dos', 'Lista Uno']);
    expect(byOrganizer.items.every((item) => item.organizerName === 'Liga Lista')).toBe(true);
    const paged = (await visitor().get<PageOf<Valid>>(`/api/valid?organizerId=${organizer.id}&size=1&page=1`)).body.data;
    expect(paged).toMatchObject({ total: 2, page: 1, size: 1 });
    expect(paged.items).toHaveLength(1);
    expect(names((await visitor().get<PageOf<Valid>>(`/api/valid?clubId=${club.id}`)).body.data)).toEqual(['Lista Club']);
    // The filters add up with the others, and an explicit community still cuts the list.
    expect(names((await visitor().get<PageOf<Valid>>(`/api/valid?organizerId=${organizer.id}&q=uno`)).body.data)).toEqual(['Lista Uno']);
    expect((await visitor().get<PageOf<Valid>>(`/api/valid?organizerId=${organizer.id}&communityId=${otherCommunityId}`)).body.data.total).toBe(0);

    for (const query of ['organizerId=999999', 'clubId=999999']) {
      const empty = await visitor().get<PageOf<Valid>>(`/api/valid?${query}`);
      expect(empty.status).toBe(200);
      expect(empty.body.data).toMatchObject({ items: [], total: 0 });
    }
    for (const [query, field] of [['organizerId=abc', 'query.organizerId'], ['clubId=0', 'query.clubId'], ['clubId=1.5', 'query.clubId']] as const) {
      const refused = await visitor().get(`/api/valid?${query}`);
      expect(refused.status).toBe(400);
      expect(Object.keys(fieldsOf(refused))).toEqual([field]);
    }
  });

  it('lists the rankings an organiser’s finished tournaments fed, and nothing for another organiser or an unknown one', async () => {
    const organizer = (await as().post<Organizer>('/api/organizers', { name: 'Liga Ranking', slug: 'liga-ranking' })).body.data;
    const idle = (await as().post<Organizer>('/api/organizers', { name: 'Liga Quieta', slug: 'liga-quieta' })).body.data;
    const rating = (await as().post<RatingSystemView>('/api/discounts', { name: 'Puntos', updateMomentId: 1, positions: [{ upTo: 1, points: 100 }], perMatchWon: 0 })).body.data;
    const ranking = (key: string) => ({ name: key, sportId: 1, ratingSystemId: rating.id, rankingModalities: [{ modalityId: 1, genreId: 3 }] });
    expect((await as().post<RankingView>('/api/ranking', ranking('Ranking Varones'))).status).toBe(201);
    expect((await as().post<RankingView>('/api/ranking', { ...ranking('Ranking Damas'), rankingModalities: [{ modalityId: 1, genreId: 2 }] })).status).toBe(201);
    await playedKnockout(t.url, as(), [null, null, null, null], 'Fuente', undefined, { organizerId: organizer.id });
    await processPendingRankings(t.database.db);

    const fed = await visitor().get<PageOf<RankingView>>(`/api/ranking?organizerId=${organizer.id}`);
    expect(fed.status).toBe(200);
    expect(names(fed.body.data)).toEqual(['Ranking Varones']);
    expect((await visitor().get<PageOf<RankingView>>(`/api/ranking?organizerId=${idle.id}`)).body.data).toMatchObject({ items: [], total: 0 });
    expect((await visitor().get<PageOf<RankingView>>('/api/ranking?organizerId=999999')).body.data).toMatchObject({ items: [], total: 0 });
    const refused = await visitor().get('/api/ranking?organizerId=x');
    expect(refused.status).toBe(400);
    expect(Object.keys(fieldsOf(refused))).toEqual(['query.organizerId']);
  });
});
