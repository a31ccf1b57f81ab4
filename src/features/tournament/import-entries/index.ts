export { ImportEntriesDialog } from './ui/import-entries-dialog';
