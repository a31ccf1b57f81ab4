export { ProfileInfo } from './ui/profile-info';
