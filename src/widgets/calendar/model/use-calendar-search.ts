import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { VIEWS, type CalendarViewKind } from '../lib/periods';

const PHONE = '(max-width: 639px)';

function subscribePhone(listener: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Phones start on the list: a month grid or a time grid does not fit 375 px readably. */
function usePhone(): boolean {
  return useSyncExternalStore(subscribePhone, () => window.matchMedia(PHONE).matches, () => false);
}

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

export interface CalendarSearch {
  view: CalendarViewKind;
  /** The day the view is on, when the address names one. */
  date: string | null;
  placeId: number | undefined;
  phaseId: number | undefined;
  validId: number | undefined;
}

/**
 * The calendar's state lives in the address (`?view=week&date=2026-11-28&place=3&phase=9&tournament=4`), so a
 * view can be shared, bookmarked and reopened with the back button.
 */
export function useCalendarSearch() {
  const [params, setParams] = useSearchParams();
  const phone = usePhone();
  const view = params.get('view');
  const date = params.get('date');
  const search: CalendarSearch = {
    view: VIEWS.includes(view as CalendarViewKind) ? (view as CalendarViewKind) : phone ? 'list' : 'month',
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    placeId: idOf(params.get('place')),
    phaseId: idOf(params.get('phase')),
    validId: idOf(params.get('tournament')),
  };
  /** The address with some of the calendar's values changed (null removes one). */
  const withChanges = (changes: Partial<Record<'view' | 'date' | 'place' | 'phase' | 'tournament', string | null>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    return `?${next.toString()}`;
  };
  const update = (changes: Parameters<typeof withChanges>[0]) => setParams(new URLSearchParams(withChanges(changes).slice(1)));
  return { search, withChanges, update };
}
