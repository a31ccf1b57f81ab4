import { MODALITY_IDS } from '@domain/catalog';
import { GENRE_ID_VALUES, GENRE_IDS, type RankingView } from '@domain/contract';

type GenreId = (typeof GENRE_ID_VALUES)[number];

/** Mixed: open to everyone, and the sport's usual choice where the community ranks nothing of it. */
export const MIXED_GENRE: GenreId = GENRE_IDS.mixed;

/**
 * The gender category a new tournament starts with. A tournament counts for a ranking only when its gender is the
 * table's, so the default is the gender of the community's ranking tables for this sport and modality: the one most
 * of those tables have, open tables (no age, level or sub category) counting first, and on a tie the older table's.
 * Where the community ranks nothing of the sport and modality no choice would feed a ranking, so the default stays
 * mixed, the category that turns nobody away (the wizard says that it feeds no ranking).
 */
export function defaultGenre(rankings: readonly RankingView[], modalityId: number): GenreId {
  const tables = rankings.flatMap((ranking) => ranking.rankingModalities).filter((table) => table.modalityId === modalityId && table.modalityId !== MODALITY_IDS.coach);
  const open = tables.filter((table) => table.ageCategoryId === null && table.levelCategoryId === null && table.subCategoryId === null);
  const counted = open.length > 0 ? open : tables;
  const tally = new Map<number, { count: number; first: number }>();
  for (const table of counted) {
    const seen = tally.get(table.genreId);
    tally.set(table.genreId, { count: (seen?.count ?? 0) + 1, first: Math.min(seen?.first ?? table.id, table.id) });
  }
  let best: { genreId: number; count: number; first: number } | null = null;
  for (const [genreId, { count, first }] of tally) {
    if (!best || count > best.count || (count === best.count && first < best.first)) best = { genreId, count, first };
  }
  return GENRE_ID_VALUES.find((id) => id === best?.genreId) ?? MIXED_GENRE;
}
