export { CommunityDialog } from './ui/community-dialog';
