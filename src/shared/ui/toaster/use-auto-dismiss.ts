import { useEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * Calls `onDismiss` after `duration` ms, paused while the pointer is over the toast or focus is
 * inside it, so nobody loses a message they are reading or a button they are about to press.
 */
export function useAutoDismiss(duration: number, onDismiss: () => void) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(duration);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const startedAt = Date.now();
    const timer = setTimeout(onDismiss, Math.max(remaining.current, 0));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, duration, onDismiss]);

  return {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node && event.currentTarget.contains(next))) setFocused(false);
    },
  };
}
