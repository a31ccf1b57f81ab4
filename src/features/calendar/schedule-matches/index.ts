export { SchedulerDialog } from './ui/scheduler-dialog';
export { defaultDuration } from './config/durations';
