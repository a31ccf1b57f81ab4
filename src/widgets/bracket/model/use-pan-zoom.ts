import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';

const MIN = 0.25;
const MAX = 2;
const STEP = 120;
/** Movement under this many pixels is a click, not a drag. */
const SLOP = 5;
const clamp = (value: number) => Math.round(Math.min(MAX, Math.max(MIN, value)) * 100) / 100;

interface Focus {
  /** Point of the viewport that stays put while zooming. */
  x: number;
  y: number;
  from: number;
}

/**
 * Pan and zoom of a scroll area: the native scroll position is the pan, so wheel, touch, scrollbars, drag and
 * arrow keys all move the same thing, and zoom keeps the point under the cursor (or the centre) in place.
 */
export function usePanZoom(viewport: RefObject<HTMLDivElement | null>, scale: number, setScale: (next: number) => void) {
  const drag = useRef<{ id: number; x: number; y: number; left: number; top: number; moved: boolean } | null>(null);
  const justDragged = useRef(false);
  const focus = useRef<Focus | null>(null);
  const scaleRef = useRef(scale);
  scaleRef.current = scale;

  const zoomTo = (next: number, x?: number, y?: number) => {
    const element = viewport.current;
    const value = clamp(next);
    if (!element || value === scaleRef.current) return;
    focus.current = { x: x ?? element.clientWidth / 2, y: y ?? element.clientHeight / 2, from: scaleRef.current };
    setScale(value);
  };

  useLayoutEffect(() => {
    const element = viewport.current;
    const at = focus.current;
    if (!element || !at) return;
    focus.current = null;
    const ratio = scale / at.from;
    element.scrollLeft = (element.scrollLeft + at.x) * ratio - at.x;
    element.scrollTop = (element.scrollTop + at.y) * ratio - at.y;
  }, [scale, viewport]);

  // React listens to wheel passively; zooming must stop the page from scrolling, so this listener is not passive.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const box = element.getBoundingClientRect();
      zoomTo(scaleRef.current * Math.exp(-event.deltaY * 0.002), event.clientX - box.left, event.clientY - box.top);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };
    const move = moves[event.key];
    if (move && event.target === element) {
      event.preventDefault();
      element.scrollBy({ left: move[0], top: move[1] });
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomTo(scaleRef.current + 0.25);
    } else if (event.key === '-') {
      event.preventDefault();
      zoomTo(scaleRef.current - 0.25);
    }
  };

  // Touch pans natively; a mouse or pen drags the tree.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    justDragged.current = false;
    if (event.pointerType === 'touch' || event.button !== 0) return;
    const element = event.currentTarget;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, left: element.scrollLeft, top: element.scrollTop, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state || state.id !== event.pointerId) return;
    const dx = event.clientX - state.x;
    const dy = event.clientY - state.y;
    if (!state.moved && Math.hypot(dx, dy) < SLOP) return;
    const element = event.currentTarget;
    if (!state.moved) {
      state.moved = true;
      element.setPointerCapture(event.pointerId);
      element.dataset.dragging = 'true';
    }
    element.scrollLeft = state.left - dx;
    element.scrollTop = state.top - dy;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state || state.id !== event.pointerId) return;
    drag.current = null;
    justDragged.current = state.moved;
    delete event.currentTarget.dataset.dragging;
  };
  // The click that ends a drag must not open the match the pointer happens to be over.
  const onClickCapture = (event: MouseEvent) => {
    if (!justDragged.current) return;
    justDragged.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  return {
    zoomBy: (delta: number) => zoomTo(scaleRef.current + delta),
    reset: () => {
      viewport.current?.scrollTo({ left: 0, top: 0 });
      if (scaleRef.current === 1) return;
      focus.current = { x: 0, y: 0, from: scaleRef.current };
      setScale(1);
    },
    onKeyDown,
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onClickCapture,
  };
}
