export { addDays, formatTypedDate, isoOf, monthGrid, parseTypedDate, todayIso, typedDatePattern, type DateLocale } from './dates';
