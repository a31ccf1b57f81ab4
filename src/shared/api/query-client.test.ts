import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './client';
import { createQueryClient } from './query-client';

const refused = () => new ApiRequestError({ message: 'Demasiadas solicitudes', status: 429, code: 'RATE_LIMITED', retryAfter: 7 });

afterEach(() => {
  vi.useRealTimers();
});

describe('query client and rate limits', () => {
  it('tries a refused query again after the wait the server asked for, and says so', async () => {
    vi.useFakeTimers();
    const announced: number[] = [];
    const client = createQueryClient({ onRateLimited: (seconds) => announced.push(seconds) });
    const queryFn = vi.fn<() => Promise<string>>().mockRejectedValueOnce(refused()).mockResolvedValueOnce('ok');
    const result = client.fetchQuery({ queryKey: ['sports'], queryFn });
    await vi.advanceTimersByTimeAsync(6_999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(announced).toEqual([7]);
  });

  it('retries a refused query three times, other client errors never, server errors twice', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry is a function');
    const missing = new ApiRequestError({ message: '', status: 404, code: 'NOT_FOUND' });
    const broken = new ApiRequestError({ message: '', status: 503, code: 'X' });
    expect([0, 1, 2, 3].map((count) => retry(count, refused()))).toEqual([true, true, true, false]);
    expect(retry(0, missing)).toBe(false);
    expect([0, 1, 2].map((count) => retry(count, broken))).toEqual([true, true, false]);
  });
});
