export { FollowMailForm } from './ui/follow-mail-form';
