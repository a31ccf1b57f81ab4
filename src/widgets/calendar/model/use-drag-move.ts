import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { CalendarEntry } from '@/entities/calendar';
import { SLOT_MINUTES } from '../lib/week-grid';

/** Where a dragged match would land: a day, and on the time grid a time and a court (null keeps its own). */
export interface DropTarget {
  date: string;
  minutes: number | null;
  lane: string | null;
}

interface DragState {
  entry: CalendarEntry;
  dx: number;
  dy: number;
  target: DropTarget | null;
}

/** The drop target under a point: the grid's cells and the week's day buttons carry `data-drop-*`. */
function targetAt(x: number, y: number, grabbed: number): DropTarget | null {
  for (const element of document.elementsFromPoint(x, y)) {
    if (!(element instanceof HTMLElement) || !element.dataset.dropDate) continue;
    const minutes = element.dataset.dropMinutes === undefined ? null : Math.max(0, Number(element.dataset.dropMinutes) - grabbed);
    return { date: element.dataset.dropDate, minutes, lane: element.dataset.dropLane ?? null };
  }
  return null;
}

/**
 * Dragging a match with a mouse, pen or finger (pointer events): it follows the pointer, shows where it would land,
 * and on release hands the target over. Escape cancels. A press without movement stays a click on the match.
 */
export function useDragMove(onDrop: (entry: CalendarEntry, target: DropTarget) => void, enabled: boolean) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const dragged = useRef(false);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const start = (event: ReactPointerEvent<HTMLElement>, entry: CalendarEntry, rows: number) => {
    if (!enabled || event.button !== 0 || (event.target instanceof Element && event.target.closest('button'))) return;
    const origin = { x: event.clientX, y: event.clientY };
    const box = event.currentTarget.getBoundingClientRect();
    // The row of the match that was grabbed stays under the pointer: the match lands where it is drawn.
    const grabbed = Math.floor(((origin.y - box.top) / box.height) * rows) * SLOT_MINUTES;
    dragged.current = false;
    const move = (next: PointerEvent) => {
      const dx = next.clientX - origin.x;
      const dy = next.clientY - origin.y;
      if (!dragged.current && Math.hypot(dx, dy) < 6) return;
      dragged.current = true;
      setDrag({ entry, dx, dy, target: targetAt(next.clientX, next.clientY, grabbed) });
    };
    const finish = (next: PointerEvent) => {
      const target = dragged.current ? targetAt(next.clientX, next.clientY, grabbed) : null;
      cleanUp();
      if (target) onDrop(entry, target);
    };
    const escape = (key: KeyboardEvent) => {
      if (key.key === 'Escape') cleanUp();
    };
    const cleanUp = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', finish);
      window.removeEventListener('pointercancel', cleanUp);
      window.removeEventListener('keydown', escape);
      stop.current = null;
      setDrag(null);
    };
    stop.current = cleanUp;
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', finish);
    window.addEventListener('pointercancel', cleanUp);
    window.addEventListener('keydown', escape);
  };

  /** A click that ends a drag does not open the match. */
  const swallowClick = (event: { preventDefault: () => void }) => {
    if (dragged.current) event.preventDefault();
    dragged.current = false;
  };
  return { drag, start, swallowClick };
}
