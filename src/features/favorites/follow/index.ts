export { FollowButton } from './ui/follow-button';
