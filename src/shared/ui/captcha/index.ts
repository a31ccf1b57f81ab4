export { Captcha } from './captcha';
