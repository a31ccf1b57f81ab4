export { PersonDialog } from './ui/person-dialog';
export { DeletePersonButton } from './ui/delete-person';
export { PersonClubsDialog } from './ui/person-clubs-dialog';
export type { MemberPicker, MemberPickerProps } from './ui/member-fields';
export { sportsFor } from './lib/sports-for';
export { requestBody } from './api/person-mutations';
