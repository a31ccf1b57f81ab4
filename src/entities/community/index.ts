export { communityQueries } from './api/community.queries';
export { brandVariables, readableOn, contrastRatio } from './lib/brand';
export { applyCommunity } from './lib/apply-community';
export { chosenCommunityName, COMMUNITY_QUERY_PARAM } from './lib/community-choice';
export { $communityName, communityChosen } from './model/community.model';
export { useCurrentCommunity, useSportOptions } from './model/use-community';
export type { SportOption } from './model/use-community';
export { CommunityLook } from './ui/community-look';
export { CommunityLogo } from './ui/community-logo';
