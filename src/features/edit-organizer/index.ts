export { OrganizerDialog } from './ui/organizer-dialog';
