export { StaleNotice } from './stale-notice';
