export { Pager } from './pager';
