import type { APIRequestContext } from '@playwright/test';

interface Named {
  id: number;
  name: string;
}
type PageOf<T> = { items: T[]; total: number };

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * The demo's organiser with the first page of its tournaments and the rankings they fed, a club whose entries play
 * tournaments with the first page of those, and the 32-player open (tournament 4): its knockout phase and how
 * many its groups send on (groups × qualified per group), read from the demo data.
 */
export async function seasonRecords(request: APIRequestContext) {
  const organizer = (await data<PageOf<Named & { slug: string }>>(request, '/api/organizers')).items[0];
  if (!organizer) throw new Error('the demo has no organiser');
  const tournaments = await data<PageOf<Named>>(request, `/api/valid?organizerId=${organizer.id}&size=6`);
  const rankings = await data<PageOf<Named>>(request, `/api/ranking?organizerId=${organizer.id}&size=6`);
  const clubs = (await data<PageOf<Named>>(request, '/api/club?size=100')).items;
  let club: { club: Named; tournaments: PageOf<Named> } | undefined;
  for (const candidate of clubs) {
    const played = await data<PageOf<Named>>(request, `/api/valid?clubId=${candidate.id}&size=6`);
    if (played.total > 0) {
      club = { club: candidate, tournaments: played };
      break;
    }
  }
  if (!club) throw new Error('no demo club plays a tournament');
  const open = await data<Named & { entryCount: number; phases: (Named & { formatId: number; configuration: { classified: number } })[] }>(request, '/api/valid/4');
  const groups = open.phases.find((phase) => phase.formatId === 1);
  const knockout = open.phases.find((phase) => phase.formatId === 2);
  if (!groups || !knockout) throw new Error('the demo open has no groups and knockout');
  const drawn = await data<{ groups: unknown[] }>(request, `/api/sort/group/${groups.id}`);
  return { organizer, tournaments, rankings, club, open: { ...open, groups, knockout, qualified: drawn.groups.length * groups.configuration.classified } };
}
