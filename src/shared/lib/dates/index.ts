export { addDays, formatTypedDate, isoOf, monthGrid, monthHeading, parseTypedDate, todayIso, typedDatePattern, type DateLocale } from './dates';
export { setRenderedAt, useToday } from './today';
