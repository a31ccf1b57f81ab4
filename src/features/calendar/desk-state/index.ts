export { DeskButtons } from './ui/desk-buttons';
