export { SeasonDialog } from './ui/season-dialog';
export { DeleteSeasonButton } from './ui/delete-season';
