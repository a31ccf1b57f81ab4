import { useEffect, useRef } from 'react';
import { apiContext } from './context';

/** What a board follows: every phase of a tournament, or today's matches at a place. */
export interface BoardScope {
  kind: 'valid' | 'place';
  id: number;
}

/**
 * Follows a tournament's or a place's changes over one Server-Sent Events stream while the page is open: `onChange`
 * runs for every draw, result, schedule or desk change of the phases concerned, and after a reconnection (changes
 * may have been missed meanwhile). One stream however many phases the board shows.
 */
export function useBoardChanges(scope: BoardScope | null, onChange: () => void): void {
  const callback = useRef(onChange);
  callback.current = onChange;
  const kind = scope?.kind ?? null;
  const id = scope?.id ?? null;
  useEffect(() => {
    if (kind === null || id === null || !Number.isInteger(id) || id <= 0 || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${apiContext().baseUrl}/live/${kind}/${id}`);
    let opened = false;
    const onOpen = () => {
      if (opened) callback.current();
      opened = true;
    };
    const onEvent = () => callback.current();
    source.addEventListener('open', onOpen);
    source.addEventListener('change', onEvent);
    return () => {
      source.removeEventListener('open', onOpen);
      source.removeEventListener('change', onEvent);
      source.close();
    };
  }, [kind, id]);
}
