export { chosenCommunityName, COMMUNITY_QUERY_PARAM } from './community-choice';
