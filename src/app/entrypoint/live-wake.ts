/**
 * What a visitor's live screen does before the app runs. The server's page already shows the bracket, the group
 * tables or the board as they are; the app (React, the router, the data layer) is needed only once something changes
 * or the visitor acts. Until then the page follows its stream with a bare `EventSource` and ticks its clocks. (A board
 * on a TV-sized screen, where nobody will touch it, starts at once: see `startsAtOnce`.)
 */

/** What wakes the app, and what to do once it is live. */
export interface LiveWake {
  /** Resolves with `true` when the screen's data changed since it was rendered, `false` for any other reason to start. */
  woke: Promise<boolean>;
  /** Stops everything the page did on its own (the app takes over). */
  stop(): void;
}

interface WakeOptions {
  /** The stream under the API that announces changes, e.g. `live/phase/6`. */
  stream: string | null;
  /** When the page's rendering began, in milliseconds since the epoch. */
  renderedAt: number | null;
  /** Where the API answers. */
  apiBase?: string;
}

/** The screen widths at which a venue board is on a TV (or a projector): from a small laptop up. */
const WIDE_SCREEN = '(min-width: 1024px)';

/**
 * A screen marked `data-live-start="wide"` (a venue board) on a wide screen starts at once: on a TV nobody touches
 * it, and it pages through the courts and moves on by itself from the first second. On a phone it is read like any
 * other live screen.
 */
export function startsAtOnce(document: Document): boolean {
  return document.querySelector('[data-live-start="wide"]') !== null && typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN).matches;
}

/** The greeting's `lastChange`, when it has one. */
function lastChangeOf(raw: unknown): number | null {
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && 'lastChange' in value && typeof value.lastChange === 'number' ? value.lastChange : null;
  } catch {
    return null;
  }
}

/** Two digits, as a clock shows them. */
const two = (value: number) => String(value).padStart(2, '0');

/**
 * Clocks the server wrote (`<time data-clock data-offset>`, the offset from UTC in minutes of the clock's zone): they
 * tick every second until the app's own clock takes over, so a board shows the time from its first second. The time
 * is worked out from the offset, without the browser's date formatting, whose first use is costly on a slow phone.
 */
function tickClocks(document: Document): () => void {
  const clocks = Array.from(document.querySelectorAll<HTMLTimeElement>('time[data-clock][data-offset]'));
  if (clocks.length === 0) return () => undefined;
  const tick = () => {
    for (const clock of clocks) {
      const offset = Number(clock.dataset.offset);
      if (!Number.isFinite(offset)) continue;
      const local = new Date(Date.now() + offset * 60_000);
      clock.textContent = `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`;
    }
  };
  const timer = window.setInterval(tick, 1000);
  return () => window.clearInterval(timer);
}

/** Follows the screen's changes until one arrives (or the stream fails, when the app's own handling is wanted). */
export function awaitLiveWake(document: Document, { stream, renderedAt, apiBase = '/api' }: WakeOptions): LiveWake {
  let wake: (changed: boolean) => void = () => undefined;
  const woke = new Promise<boolean>((resolve) => {
    wake = resolve;
  });
  const stopClocks = tickClocks(document);
  let source: EventSource | null = null;
  if (stream && typeof EventSource !== 'undefined') {
    const events = new EventSource(`${apiBase}/${stream}`);
    source = events;
    let opened = false;
    events.addEventListener('open', () => {
      // A reconnection: a change may have been missed meanwhile.
      if (opened) wake(true);
      opened = true;
    });
    events.addEventListener('hello', (event) => {
      const lastChange = lastChangeOf(event.data);
      if (lastChange !== null && renderedAt !== null && lastChange > renderedAt) wake(true);
    });
    events.addEventListener('change', () => wake(true));
    // Refused for good (a missing record, too many streams from this address): the app says why and retries.
    events.addEventListener('error', () => {
      if (events.readyState === EventSource.CLOSED) wake(false);
    });
  }
  return {
    woke,
    stop() {
      stopClocks();
      source?.close();
    },
  };
}
