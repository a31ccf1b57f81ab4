export { OrganizerPage } from './ui/organizer-page';
