export { CommunityWizard } from './ui/community-wizard';
