import { rankingQueries } from '@/entities/ranking';
import type { QueryClient } from '@tanstack/react-query';

const PAGE = 1000;
const MAX_PAGES = 20;

/**
 * Each wanted person's position in a ranking table, read page by page until all are found or the table ends.
 * People the table does not list are left out.
 */
export async function rankingPositions(client: QueryClient, rankingModalityId: number, personIds: readonly number[]): Promise<Map<number, number>> {
  const wanted = new Set(personIds);
  const found = new Map<number, number>();
  for (let page = 0; page < MAX_PAGES && found.size < wanted.size; page += 1) {
    const table = await client.fetchQuery(rankingQueries.table(rankingModalityId, { page, size: PAGE }));
    for (const row of table.items) if (wanted.has(row.personId)) found.set(row.personId, row.overallPosition);
    if ((page + 1) * PAGE >= table.total) break;
  }
  return found;
}
