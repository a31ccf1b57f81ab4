import { useEffect, useRef } from 'react';
import { apiContext } from './context';

/** What the server says changed: the phase, and the match when one did. */
export interface LiveChange {
  phaseId: number;
  matchId?: number;
  kind?: string;
  /** With `connected`: when the server last heard of a change of the phase (milliseconds since the epoch). */
  changedAt?: number;
}

function parseChange(raw: unknown): LiveChange | null {
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('phaseId' in value) || typeof value.phaseId !== 'number') return null;
    const change: LiveChange = { phaseId: value.phaseId };
    if ('matchId' in value && typeof value.matchId === 'number') change.matchId = value.matchId;
    if ('kind' in value && typeof value.kind === 'string') change.kind = value.kind;
    return change;
  } catch {
    return null;
  }
}

/** The stream's greeting: when the phase last changed, if the server knows. */
function parseHello(raw: unknown): number | null {
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('lastChange' in value) || typeof value.lastChange !== 'number') return null;
    return value.lastChange;
  } catch {
    return null;
  }
}

/**
 * Follows a phase's changes over Server-Sent Events while the page is open: `onChange` runs for every draw or
 * result saved anywhere, so the page reads again what it shows. The browser reconnects by itself after a drop;
 * `onChange` also runs then, since changes may have been missed meanwhile. When the stream first opens, `onChange`
 * hears `connected` with the time of the phase's last change, if there was one: what the page shows may have been
 * read before it (rendered on the server, or kept in a cache).
 */
export function usePhaseChanges(phaseId: number | null, onChange: (change: LiveChange) => void): void {
  const callback = useRef(onChange);
  callback.current = onChange;
  useEffect(() => {
    if (phaseId === null || !Number.isInteger(phaseId) || phaseId <= 0 || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${apiContext().baseUrl}/live/phase/${phaseId}`);
    let opened = false;
    let greeted = false;
    const onOpen = () => {
      if (opened) callback.current({ phaseId, kind: 'reconnected' });
      opened = true;
    };
    const onHello = (event: MessageEvent) => {
      if (greeted) return;
      greeted = true;
      const changedAt = parseHello(event.data);
      if (changedAt !== null) callback.current({ phaseId, kind: 'connected', changedAt });
    };
    const onEvent = (event: MessageEvent) => {
      const change = parseChange(event.data);
      if (change) callback.current(change);
    };
    source.addEventListener('open', onOpen);
    source.addEventListener('change', onEvent);
    source.addEventListener('hello', onHello);
    return () => {
      source.removeEventListener('hello', onHello);
      source.removeEventListener('open', onOpen);
      source.removeEventListener('change', onEvent);
      source.close();
    };
  }, [phaseId]);
}
