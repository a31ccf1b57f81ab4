import { useCallback, useEffect, useState, type Ref, type RefCallback } from 'react';

export interface ScrollEdges {
  /** Content hidden before the left edge. */
  start: boolean;
  /** Content hidden past the right edge. */
  end: boolean;
}

const NONE: ScrollEdges = { start: false, end: false };
// Sub-pixel widths leave a scroll remainder below one pixel that nobody can see.
const SLACK = 1;
const ACTIVE = '[data-state="active"], [aria-current="page"]';

function edgesOf(node: HTMLElement): ScrollEdges {
  return { start: node.scrollLeft > SLACK, end: node.scrollLeft + node.clientWidth < node.scrollWidth - SLACK };
}

/** Brings the selected item into the middle of the row without moving the page vertically, as scrollIntoView would. */
function revealActive(node: HTMLElement) {
  const active = node.querySelector<HTMLElement>(ACTIVE);
  if (!active || node.scrollWidth <= node.clientWidth) return;
  const box = node.getBoundingClientRect();
  const item = active.getBoundingClientRect();
  node.scrollLeft += item.left - box.left - (box.width - item.width) / 2;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Which sides of a horizontal row have more to scroll to, kept current on scroll and resize;
 * the active item is scrolled into view when the row mounts. Pass the returned ref to the scrolling element.
 */
export function useScrollEdges<T extends HTMLElement>(forwarded?: Ref<T>): { ref: RefCallback<T>; edges: ScrollEdges } {
  const [node, setNode] = useState<T | null>(null);
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  const ref = useCallback(
    (value: T | null) => {
      setNode(value);
      assignRef(forwarded, value);
    },
    [forwarded],
  );

  useEffect(() => {
    if (!node) return;
    const update = () => {
      const next = edgesOf(node);
      setEdges((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    revealActive(node);
    update();
    node.addEventListener('scroll', update, { passive: true });
    // The row's own size and its items' sizes (a language switch changes labels) both move the edges.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(node);
    for (const child of Array.from(node.children)) observer?.observe(child);
    return () => {
      node.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [node]);

  return { ref, edges };
}
