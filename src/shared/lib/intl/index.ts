export { dateFormat } from './date-format';
export { shortDate, shortDateRange } from './calendar-date';
