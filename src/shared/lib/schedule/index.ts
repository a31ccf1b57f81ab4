export { yieldToBrowser } from './yield-to-browser';
