export { CommunitiesPage } from './ui/communities-page';
export { CommunityCreatePage } from './ui/community-create-page';
export { CommunityPage } from './ui/community-page';
