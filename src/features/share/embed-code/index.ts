export { EmbedButton } from './ui/embed-button';
