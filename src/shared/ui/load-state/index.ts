export { LoadState } from './load-state';
