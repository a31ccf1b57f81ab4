export { readCookie, writeCookie, deleteCookie } from './cookies';
