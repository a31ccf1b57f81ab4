export { addDays, formatTypedDate, isoOf, monthGrid, monthHeading, parseTypedDate, todayIso, typedDatePattern, type DateLocale } from './dates';
