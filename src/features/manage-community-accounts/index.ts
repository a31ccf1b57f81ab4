export { CommunityAccounts } from './ui/community-accounts';
