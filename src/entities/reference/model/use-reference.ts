import { useQuery } from '@tanstack/react-query';
import { useCurrentCommunity } from '@/entities/community/@x/reference';
import { useLocale } from '@/shared/routes';
import type { SportRef } from '@domain/contract';
import { referenceQueries } from '../api/reference.queries';

const none: never[] = [];

/** The current space's id (0 until it is known: the server then answers for the default space). */
export function useCommunityId(): number {
  return useCurrentCommunity()?.id ?? 0;
}

/** Sports the current space offers: its own sport only when it is restricted to one. */
export function useSports(): SportRef[] {
  const community = useCurrentCommunity();
  const { data } = useQuery(referenceQueries.sports(community?.id ?? 0));
  if (!data) return none;
  return community?.sportId ? data.filter((sport) => sport.id === community.sportId) : data;
}

export const useModalities = () => useQuery(referenceQueries.modalities()).data ?? none;
export const useGenres = () => useQuery(referenceQueries.genres()).data ?? none;
export const useCutPointTypes = () => useQuery(referenceQueries.cutPointTypes()).data ?? none;
export const usePhaseCategories = () => useQuery(referenceQueries.phaseCategories()).data ?? none;
export const useTieBreaks = () => useQuery(referenceQueries.tieBreaks()).data ?? none;
export const useSequences = () => useQuery(referenceQueries.sequences()).data ?? none;
export const useCoachTypes = () => useQuery(referenceQueries.coachTypes()).data ?? none;
export const useAffiliateTypes = () => useQuery(referenceQueries.affiliateTypes()).data ?? none;
export const useCountries = () => useQuery(referenceQueries.countries(useLocale())).data ?? none;
export const useAdmins = () => useQuery(referenceQueries.admins(useCommunityId())).data ?? none;
export const useAgeCategoryOptions = () => useQuery(referenceQueries.ages(useCommunityId())).data ?? none;
export const useSubCategoryOptions = () => useQuery(referenceQueries.subCategories(useCommunityId())).data ?? none;
export const usePlaceOptions = () => useQuery(referenceQueries.places(useCommunityId())).data ?? none;

/** Clubs of the organisers the signed-in account runs; empty when nobody is signed in (`accountId` null). */
export function useUserGroupClubs(accountId: number | null) {
  const communityId = useCommunityId();
  const { data } = useQuery({ ...referenceQueries.userGroupClubs(communityId, accountId ?? 0), enabled: accountId !== null });
  return data ?? none;
}
