import { useSyncExternalStore } from 'react';
import { localDate } from '@domain/calendar/time-zone.rules';
import { todayIso } from './dates';

/**
 * When the page's server rendering began. A screen rendered on the server and hydrated later (a minute, or the next
 * morning for a page the server kept) must first show the day it was rendered on: hydration reads that, then the
 * screen moves on to the day it is now.
 */
let renderedAt: number | null = null;

/** Set by the server before it renders a screen, and by the browser from the page's state before it hydrates. */
export function setRenderedAt(moment: number | null): void {
  renderedAt = moment;
}

/** The day at a moment in a time zone, or in the runtime's own zone when none is named. */
function dayAt(moment: number, timeZone: string | undefined): string {
  return timeZone ? localDate(moment, timeZone) : todayIso(new Date(moment));
}

const MINUTE = 60_000;

/** Checks once a minute, so a screen left open past midnight turns the page. */
function everyMinute(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE);
  return () => clearInterval(timer);
}

/**
 * Today as `YYYY-MM-DD`, in the community's time zone when given (what its calendar shows) or the browser's own. A
 * screen hydrating a server-rendered page reads the day the page was rendered on first, so both agree.
 */
export function useToday(timeZone?: string): string {
  return useSyncExternalStore(
    everyMinute,
    () => dayAt(Date.now(), timeZone),
    () => dayAt(renderedAt ?? Date.now(), timeZone),
  );
}
