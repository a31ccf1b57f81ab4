import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHydrationTracker } from './tracker';

afterEach(() => {
  vi.useRealTimers();
});

describe('createHydrationTracker', () => {
  it('calls at once when no boundary waits', () => {
    const listener = vi.fn();
    createHydrationTracker().whenHydrated(listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('waits for the last open boundary, nested ones included', () => {
    const tracker = createHydrationTracker();
    const listener = vi.fn();
    tracker.opened('main');
    tracker.whenHydrated(listener);
    // The page's boundary hydrates: a boundary inside it is recorded before it settles.
    tracker.opened('actions');
    tracker.settled('main');
    expect(listener).not.toHaveBeenCalled();
    tracker.settled('actions');
    expect(listener).toHaveBeenCalledTimes(1);
    tracker.opened('later');
    tracker.settled('later');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a boundary that settled before its opening was recorded', () => {
    const tracker = createHydrationTracker();
    tracker.settled('frame');
    tracker.opened('frame');
    const listener = vi.fn();
    tracker.whenHydrated(listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('goes on after its patience when a boundary never hydrates, and a cancelled listener is never called', () => {
    vi.useFakeTimers();
    const tracker = createHydrationTracker();
    tracker.opened('broken');
    const listener = vi.fn();
    const cancelled = vi.fn();
    tracker.whenHydrated(listener, 1_000);
    tracker.whenHydrated(cancelled, 1_000)();
    vi.advanceTimersByTime(999);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
