export { QuickPersonDialog } from './ui/quick-person-dialog';
