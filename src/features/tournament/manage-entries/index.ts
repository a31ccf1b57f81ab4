export { EntriesManager } from './ui/entries-manager';
