export { referenceQueries } from './api/reference.queries';
export { uploadImage } from './api/upload-image';
export { pickLabel } from './lib/pick-label';
export {
  useCommunityId,
  useSports,
  useModalities,
  useGenres,
  useCutPointTypes,
  usePhaseCategories,
  useTieBreaks,
  useSequences,
  useCoachTypes,
  useAffiliateTypes,
  useCountries,
  useAdmins,
  useAgeCategoryOptions,
  useSubCategoryOptions,
  usePlaceOptions,
  useUserGroupClubs,
} from './model/use-reference';
export { locateUser, userLocationQuery } from './model/user-location';
export type { LocateDeps } from './model/user-location';
export { ImageField } from './ui/image-field';
