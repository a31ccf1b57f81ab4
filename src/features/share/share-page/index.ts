export { ShareButtons } from './ui/share-buttons';
