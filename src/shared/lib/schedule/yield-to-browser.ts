interface YieldingScheduler {
  yield: () => Promise<void>;
}

function canYield(value: unknown): value is YieldingScheduler {
  return typeof value === 'object' && value !== null && 'yield' in value && typeof value.yield === 'function';
}

/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer a tap in between: long start-up
 * work split this way never holds the main thread for one long task. Uses `scheduler.yield()` where the browser has
 * it (the continuation goes first among the waiting tasks), a zero timeout otherwise.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler: unknown = Reflect.get(globalThis, 'scheduler');
  if (canYield(scheduler)) return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
