import { lazy } from 'react';
import { i18n } from '@/shared/i18n';

// The calendar (its views, drag and drop, scheduler and move forms) loads only when a calendar is on screen,
// its code and its texts together.
const load = () => Promise.all([import('@/widgets/calendar'), i18n.loadNamespaces('calendar')]).then(([slice]) => ({ default: slice.CalendarPanel }));

export const CalendarPanel = lazy(load);

/** Starts loading the calendar while the page still reads its own record. */
export const preloadCalendar = () => void load();
