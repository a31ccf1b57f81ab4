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

interface Point {
  x: number;
  y: number;
}

/** Two fingers on the tree: their spread and middle when they landed, and the zoom then. */
interface Pinch {
  spread: number;
  scale: number;
  middle: Point;
}

const spreadOf = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middleOf = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Pan and zoom of a scroll area: the native scroll position is the pan, so wheel, scrollbars, drag, one finger and
 * arrow keys all move the same thing, and zoom (buttons, keys, ctrl + wheel, two fingers) keeps the point under the
 * cursor, between the fingers or at the centre in place.
 *
 * `zoom` is the chosen scale, or null while the area shows the whole tree at the scale its styles fit it to; `current`
 * reads the scale shown, whichever it is.
 */
export function usePanZoom(viewport: RefObject<HTMLDivElement | null>, zoom: number | null, setZoom: (next: number | null) => void, current: () => number) {
  const drag = useRef<{ id: number; x: number; y: number; left: number; top: number; moved: boolean } | null>(null);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<Pinch | null>(null);
  const justDragged = useRef(false);
  const focus = useRef<Focus | null>(null);
  const currentRef = useRef(current);
  currentRef.current = current;

  const zoomTo = (next: number, x?: number, y?: number) => {
    const element = viewport.current;
    const value = clamp(next);
    const from = currentRef.current();
    if (!element || (zoom !== null && value === from)) return;
    focus.current = { x: x ?? element.clientWidth / 2, y: y ?? element.clientHeight / 2, from };
    setZoom(value);
  };

  useLayoutEffect(() => {
    const element = viewport.current;
    const at = focus.current;
    if (!element || !at) return;
    focus.current = null;
    const ratio = currentRef.current() / at.from;
    element.scrollLeft = (element.scrollLeft + at.x) * ratio - at.x;
    element.scrollTop = (element.scrollTop + at.y) * ratio - at.y;
  }, [zoom, viewport]);

  // React listens to wheel passively; zooming must stop the page from scrolling, so this listener is not passive.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const box = element.getBoundingClientRect();
      zoomTo(currentRef.current() * Math.exp(-event.deltaY * 0.002), event.clientX - box.left, event.clientY - box.top);
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
      zoomTo(currentRef.current() + 0.25);
    } else if (event.key === '-') {
      event.preventDefault();
      zoomTo(currentRef.current() - 0.25);
    }
  };

  const startDrag = (element: HTMLDivElement, id: number, at: Point, moved: boolean) => {
    drag.current = { id, x: at.x, y: at.y, left: element.scrollLeft, top: element.scrollTop, moved };
  };

  // A mouse, a pen or one finger drags the tree; a second finger pinches it.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch' && event.button !== 0) return;
    const element = event.currentTarget;
    const at = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, at);
    if (pointers.current.size === 1) {
      justDragged.current = false;
      startDrag(element, event.pointerId, at, false);
      return;
    }
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return;
    drag.current = null;
    justDragged.current = true;
    const box = element.getBoundingClientRect();
    const middle = middleOf(a, b);
    pinch.current = { spread: Math.max(1, spreadOf(a, b)), scale: currentRef.current(), middle: { x: middle.x - box.left, y: middle.y - box.top } };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const element = event.currentTarget;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const fingers = pinch.current;
    if (fingers) {
      const [a, b] = [...pointers.current.values()];
      if (!a || !b) return;
      const box = element.getBoundingClientRect();
      const middle = middleOf(a, b);
      const at = { x: middle.x - box.left, y: middle.y - box.top };
      // The fingers' middle moving pans; their spread changing zooms about that middle.
      element.scrollLeft -= at.x - fingers.middle.x;
      element.scrollTop -= at.y - fingers.middle.y;
      fingers.middle = at;
      zoomTo((fingers.scale * spreadOf(a, b)) / fingers.spread, at.x, at.y);
      return;
    }
    const state = drag.current;
    if (!state || state.id !== event.pointerId) return;
    const dx = event.clientX - state.x;
    const dy = event.clientY - state.y;
    if (!state.moved && Math.hypot(dx, dy) < SLOP) return;
    if (!state.moved) {
      state.moved = true;
      element.setPointerCapture(event.pointerId);
      element.dataset.dragging = 'true';
    }
    element.scrollLeft = state.left - dx;
    element.scrollTop = state.top - dy;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const element = event.currentTarget;
    if (pinch.current) {
      if (pointers.current.size >= 2) return;
      pinch.current = null;
      // The finger left on the tree drags on from where it is.
      const [rest] = [...pointers.current];
      if (rest) startDrag(element, rest[0], rest[1], true);
      return;
    }
    const state = drag.current;
    if (!state || state.id !== event.pointerId) return;
    drag.current = null;
    justDragged.current = justDragged.current || state.moved;
    delete element.dataset.dragging;
  };
  // The click that ends a drag or a pinch must not open the match the pointer happens to be over.
  const onClickCapture = (event: MouseEvent) => {
    if (!justDragged.current) return;
    justDragged.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  return {
    zoomBy: (delta: number) => zoomTo(currentRef.current() + delta),
    /** Back to the whole tree, at the scale the area fits it to. */
    fit: () => {
      viewport.current?.scrollTo({ left: 0, top: 0 });
      setZoom(null);
    },
    reset: () => {
      viewport.current?.scrollTo({ left: 0, top: 0 });
      if (zoom === 1) return;
      focus.current = { x: 0, y: 0, from: currentRef.current() };
      setZoom(1);
    },
    onKeyDown,
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onClickCapture,
  };
}
