export { CalendarView, type CalendarViewProps } from './ui/calendar-view';
export { CalendarPanel, type SchedulerSetup } from './ui/calendar-panel';
