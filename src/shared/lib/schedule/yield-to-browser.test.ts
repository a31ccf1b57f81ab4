import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes on in a later task, after work already queued, not in a microtask of the current one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await yieldToBrowser();
    order.push('after yield');
    expect(order).toEqual(['microtask', 'queued task', 'after yield']);
  });

  it("uses the browser's scheduler.yield() when there is one", async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldSpy });
    await yieldToBrowser();
    expect(yieldSpy).toHaveBeenCalledTimes(1);
  });
});
