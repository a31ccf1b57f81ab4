import type { APIRequestContext } from '@playwright/test';
import { demoMatchId } from './competition-api';

/** Ids every placeholder of routes.json can take, read from the demo data (the seed), with the blog's slugs. */
export interface DemoIds {
  params: Record<string, string | number>;
  /** A person of each kind, for the screens of that kind (a coach's screens need a coach's id). */
  people: Record<'players' | 'teams' | 'doubles' | 'coaches' | 'referees', number>;
  blogSlug: { es: string; en: string };
}

async function firstId(request: APIRequestContext, path: string, fallback: number): Promise<number> {
  const response = await request.get(path);
  if (!response.ok()) return fallback;
  const body = (await response.json()) as { data?: { id?: number; items?: { id: number }[] } };
  return body.data?.items?.[0]?.id ?? body.data?.id ?? fallback;
}

interface Named {
  id: number;
  name: string;
}

/** A demo multi-tournament, its first tournament and that tournament's first phase, with their names. */
async function demoCompetition(request: APIRequestContext) {
  const multi = ((await (await request.get('/api/tournament?size=1')).json()) as { data: { items: Named[] } }).data.items[0];
  const valid = ((await (await request.get(`/api/valid?tournamentId=${multi?.id ?? 0}&size=1`)).json()) as { data: { items: Named[] } }).data.items[0];
  const phases = ((await (await request.get(`/api/phase?validId=${valid?.id ?? 0}`)).json()) as { data: Named[] }).data;
  if (!multi || !valid || !phases[0]) throw new Error('the demo data has no multi-tournament with a tournament and a phase');
  return { multi, valid, phase: phases[0] };
}

/** The demo's first ranking, its first table as each language labels it, and the person of its first balance. */
async function demoRanking(request: APIRequestContext) {
  const ranking = ((await (await request.get('/api/ranking/1')).json()) as { data: Named }).data;
  const table = async (locale: string) => {
    const categories = ((await (await request.get('/api/ranking/1/categories', { headers: { 'x-locale': locale } })).json()) as { data: { id: number; label: string }[] }).data;
    const label = categories.find((category) => category.id === 1)?.label ?? '';
    return label.startsWith(`${ranking.name} - `) ? label.slice(ranking.name.length + 3) : label;
  };
  const balance = ((await (await request.get('/api/balances/1')).json()) as { data: { personName: string } }).data;
  return { rankingName: ranking.name, rankingTableName: { es: await table('es'), en: await table('en') }, balancePersonName: balance.personName };
}

export async function demoIds(request: APIRequestContext, baseURL: string): Promise<DemoIds> {
  const competition = await demoCompetition(request);
  const ranking = await demoRanking(request);
  const person = (modalityId: number) => firstId(request, `/api/person/paginated?modalityId=${modalityId}&size=1`, 1);
  const clubs = await request.get('/api/club');
  const club = clubs.ok() ? ((await clubs.json()) as { data: { items: { id: number; organizerSlug: string | null }[] } }).data.items[0] : undefined;
  const params = {
    communityId: await firstId(request, '/api/communities/liga-andina', 1),
    clubId: club?.id ?? 1,
    organizerSlug: club?.organizerSlug ?? 'torneos-abiertos',
    personId: await person(1),
    affiliateId: await person(7),
    tournamentId: competition.multi.id,
    tournamentName: competition.multi.name,
    validId: competition.valid.id,
    validName: competition.valid.name,
    phaseId: competition.phase.id,
    phaseName: competition.phase.name,
    certificationId: 1,
    matchId: await demoMatchId(request, baseURL),
    rankingId: 1,
    rankingName: ranking.rankingName,
    rankingModalityId: 1,
    rankingTableNameEs: ranking.rankingTableName.es,
    rankingTableNameEn: ranking.rankingTableName.en,
    balanceId: 1,
    balancePersonName: ranking.balancePersonName,
    slug: 'como-armar-grupos-equilibrados',
  };
  const people = { players: params.personId, teams: await person(2), doubles: await person(3), coaches: await person(4), referees: await person(5) };
  return { params, people, blogSlug: { es: 'como-armar-grupos-equilibrados', en: 'building-balanced-groups' } };
}

