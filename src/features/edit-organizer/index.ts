export { OrganizerDialog, slugify } from './ui/organizer-dialog';
