import type { OwnedKind } from '../lib/reference-fields';
import { api, scoped } from './catalog';
import { discountBody, freshPlayer, make, personBody, rankingBody, unique, type Api, type World } from './permission-world';

/** B, acting as its own account in A's community, with a record of each owned kind of its own. */
export interface OwnWorld {
  as: Api;
  ids: Record<OwnedKind, number>;
  players: [number, number];
  coachType: number;
  affiliateType: number;
  ranking: number;
}

/** The records of each owned kind a world keeps, built through the API; `levelGroup` is built on `level`. */
async function ownRecords(as: Api, w: Pick<World, 'players' | 'coachType' | 'affiliateType'>): Promise<Record<OwnedKind, number>> {
  const n = unique();
  const level = (await make({ asA: as }, '/api/category/level', { name: `Nivel ${n}`, rank: 1 })).id;
  return {
    organizer: (await make({ asA: as }, '/api/organizers', { name: `Organiza ${n}`, slug: `organiza-${n}` })).id,
    place: (await make({ asA: as }, '/api/place', { name: `Pabellón ${n}` })).id,
    season: (await make({ asA: as }, '/api/seasons', { name: `Temporada ${n}`, startDate: '2026-01-01', endDate: '2026-12-31' })).id,
    club: (await make({ asA: as }, '/api/club', { name: `Club ${n}`, sportId: 1 })).id,
    ageCategory: (await make({ asA: as }, '/api/category/age', { name: `Sub ${n}`, boundKind: 'age', maxValue: 90 })).id,
    levelCategory: level,
    subCategory: (await make({ asA: as }, '/api/category/sub', { name: `Grupo ${n}` })).id,
    ratingSystem: (await make({ asA: as }, '/api/discounts', discountBody())).id,
    levelGroup: (await make({ asA: as }, '/api/level-group', { name: `Liga ${n}`, levelCategoryIds: [level] })).id,
    person: (await make({ asA: as }, '/api/person/players', personBody(w, 'players'))).id,
    validation: (await make({ asA: as }, '/api/validations', { name: `Licencia ${n}` })).id,
  };
}

/** A's record of each owned kind: the world's own, plus a division ladder of A's levels. */
export async function recordsOfA(w: World): Promise<Record<OwnedKind, number>> {
  return {
    organizer: w.records.organizer,
    place: w.records.place,
    season: w.records.season,
    club: w.records.club,
    ageCategory: w.records.age,
    levelCategory: w.records.level,
    subCategory: w.records.sub,
    ratingSystem: w.records.discount,
    levelGroup: (await make(w, '/api/level-group', { name: `Liga de A ${unique()}`, levelCategoryIds: [w.records.level] })).id,
    person: w.players[0],
    validation: w.records.validation,
  };
}

/** B's own world in A's community, built as B would from the web app once A's community has taken its account in. */
export async function buildOwnWorld(w: World, user: World['b']): Promise<OwnWorld> {
  // Catalogue records go only into communities the account belongs to: A's community takes B's account in first
  // (the member's account already belongs to it).
  if (user !== w.member) await make(w, '/api/communities/accounts', { communityId: w.communityId, accountId: user.accountId, role: 'member' });
  const as = api(w.url, scoped(w.communityId, user));
  const players: [number, number] = [await freshPlayer({ asA: as }), await freshPlayer({ asA: as })];
  const base = { players, coachType: w.coachType, affiliateType: w.affiliateType };
  const ids = await ownRecords(as, base);
  const ranking = (await make({ asA: as }, '/api/ranking', rankingOf(ids))).id;
  return { as, ids, ranking, ...base };
}

/** A ranking naming every owned kind it can: season, rating system, ladder and one table with all categories. */
export function rankingOf(ids: Record<OwnedKind, number>) {
  return {
    ...rankingBody(ids.ratingSystem),
    seasonId: ids.season,
    levelGroupId: ids.levelGroup,
    rankingModalities: [{ modalityId: 1, genreId: 3, ageCategoryId: ids.ageCategory, levelCategoryId: ids.levelCategory, subCategoryId: ids.subCategory }],
  };
}
