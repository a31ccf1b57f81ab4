import { useEffect, type RefObject } from 'react';

/**
 * Pages through an element whose content is taller than it, a screen at a time every `everyMs`, back to the top
 * after the last: a TV nobody touches still shows every court. Does nothing while everything fits.
 */
export function useAutoScroll(ref: RefObject<HTMLElement | null>, everyMs = 8000): void {
  useEffect(() => {
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = window.setInterval(() => {
      const element = ref.current;
      if (!element || element.scrollHeight <= element.clientHeight + 4) return;
      const atEnd = element.scrollTop + element.clientHeight >= element.scrollHeight - 4;
      const top = atEnd ? 0 : element.scrollTop + Math.max(element.clientHeight - 96, 96);
      element.scrollTo({ top, behavior: reduced ? 'auto' : 'smooth' });
    }, everyMs);
    return () => window.clearInterval(timer);
  }, [ref, everyMs]);
}
