import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAutoScroll } from './use-auto-scroll';

/** A board's scroller with fixed sizes; like a browser, it never scrolls past its end. Records the moves asked. */
function scroller(scrollHeight: number, clientHeight: number) {
  const moves: number[] = [];
  const element = document.createElement('div');
  Object.defineProperty(element, 'scrollHeight', { value: scrollHeight });
  Object.defineProperty(element, 'clientHeight', { value: clientHeight });
  let position = 0;
  Object.defineProperty(element, 'scrollTop', { get: () => position });
  const scrollTo = (options?: ScrollToOptions | number) => {
    const top = typeof options === 'object' ? (options.top ?? 0) : 0;
    moves.push(top);
    position = Math.min(top, scrollHeight - clientHeight);
  };
  Object.defineProperty(element, 'scrollTo', { value: scrollTo });
  return { element, moves };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useAutoScroll', () => {
  it('pages through courts that do not fit, a screen at a time, then starts again from the top', () => {
    vi.useFakeTimers();
    const { element, moves } = scroller(1500, 600);
    renderHook(() => useAutoScroll({ current: element }, 1000));
    vi.advanceTimersByTime(3000);
    expect(moves).toEqual([504, 1008, 0]);
  });

  it('stays still while everything fits', () => {
    vi.useFakeTimers();
    const { element, moves } = scroller(600, 600);
    renderHook(() => useAutoScroll({ current: element }, 1000));
    vi.advanceTimersByTime(5000);
    expect(moves).toEqual([]);
  });
});
