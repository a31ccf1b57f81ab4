export { StatusActions } from './ui/status-actions-lazy';
