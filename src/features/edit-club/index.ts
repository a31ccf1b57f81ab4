export { ClubDialog } from './ui/club-dialog';
export { DeleteClubButton } from './ui/delete-club';
