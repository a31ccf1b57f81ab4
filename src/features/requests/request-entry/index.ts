export { AskButton } from './ui/ask-button';
