import { useQuery } from '@tanstack/react-query';
import { GENRES, MODALITIES, MODALITY_IDS } from '@domain/catalog';
import { categoryQueries } from '@/entities/category';
import { useSportOptions } from '@/entities/community';
import { rankingQueries } from '@/entities/ranking';
import { useCommunityId } from '@/entities/reference';
import { seasonQueries } from '@/entities/season';
import { useLocale } from '@/shared/routes';

const RANKED_MODALITIES: readonly number[] = [MODALITY_IDS.single, MODALITY_IDS.double, MODALITY_IDS.team, MODALITY_IDS.coach];
const named = (items: { id: number; name: string }[] | undefined) => (items ?? []).map((item) => ({ value: item.id, label: item.name }));

/** What a ranking's fields may choose from: the catalogue's lists and the community's own records. */
export function useRankingChoices() {
  const locale = useLocale();
  const communityId = useCommunityId();
  const sports = useSportOptions();
  const seasons = useQuery(seasonQueries.list(communityId));
  const systems = useQuery(rankingQueries.ratingSystems(communityId));
  const ladders = useQuery(rankingQueries.levelGroups(communityId));
  const ages = useQuery(categoryQueries.list('age', communityId));
  const levels = useQuery(categoryQueries.list('level', communityId));
  const subs = useQuery(categoryQueries.list('sub', communityId));
  return {
    sports,
    seasons: named(seasons.data?.items),
    systems: named(systems.data?.items),
    ladders: named(ladders.data?.items),
    modalities: MODALITIES.filter((modality) => RANKED_MODALITIES.includes(modality.id)).map((modality) => ({ value: modality.id, label: modality.labels[locale].plural })),
    genres: GENRES.map((genre) => ({ value: genre.id, label: genre.label[locale] })),
    ages: named(ages.data?.items),
    levels: named(levels.data?.items),
    subs: named(subs.data?.items),
  };
}

export type RankingChoices = ReturnType<typeof useRankingChoices>;
