export { dateFormat } from './date-format';
