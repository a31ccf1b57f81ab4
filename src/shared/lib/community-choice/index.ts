export { chosenCommunityName, COMMUNITY_QUERY_PARAM, rememberedCommunity, type CommunityMemory } from './community-choice';
