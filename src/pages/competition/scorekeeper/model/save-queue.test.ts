import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, type MatchView } from '@domain/contract';
import type { ApiResult } from '@domain/contract';
import { sendSave, type SaveRequest } from '../api/scorekeeper.api';
import { createSaveQueue } from './save-queue';

vi.mock('../api/scorekeeper.api', () => ({ sendSave: vi.fn() }));
const send = vi.mocked(sendSave);

const result = { periods: [{ home: 11, away: 5 }] };
const theirs = { id: 7, version: 4, result: { periods: [{ home: 5, away: 11 }] } } as MatchView;
const offline: ApiResult<MatchView> = { error: { message: '', status: 500, code: ERROR_CODES.unknown } };
const ok = (save: SaveRequest): ApiResult<MatchView> => ({ data: { id: save.matchId, version: save.version + 1 } as MatchView });

beforeEach(() => {
  localStorage.clear();
  send.mockReset();
});

describe('the score-keeper save queue', () => {
  it('keeps saves on the device while the server cannot be reached, then sends them in order, each once', async () => {
    const queue = createSaveQueue('token-a', () => undefined);
    queue.enter(1, 2, result);
    queue.enter(2, 3, result);
    send.mockResolvedValueOnce(offline);
    await queue.flush();
    expect(queue.snapshot().map((item) => item.state)).toEqual(['queued', 'queued']);
    // A reload finds them where they were.
    expect(createSaveQueue('token-a', () => undefined).snapshot()).toHaveLength(2);
    send.mockImplementation(async (_token, save) => ok(save));
    await queue.flush();
    expect(queue.snapshot().map((item) => item.state)).toEqual(['sent', 'sent']);
    expect(send.mock.calls.slice(1).map(([, save]) => [save.matchId, save.version])).toEqual([
      [1, 2],
      [2, 3],
    ]);
    const keys = send.mock.calls.map(([, save]) => save.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(new Set(keys).size).toBe(2);
  });

  it('holds a conflict for the keeper: theirs drops the save, mine sends it again on their version with a new key', async () => {
    const queue = createSaveQueue('token-b', () => undefined);
    send.mockResolvedValue({ error: { message: 'stale', status: 409, code: ERROR_CODES.conflict, current: { version: 4, match: theirs } } });
    queue.enter(7, 3, result);
    queue.enter(8, 3, result);
    await queue.flush();
    const [first, second] = queue.snapshot();
    expect([first?.state, first?.theirs?.version, second?.state]).toEqual(['conflict', 4, 'conflict']);
    queue.keepTheirs(second?.idempotencyKey ?? '');
    expect(queue.snapshot()).toHaveLength(1);
    send.mockImplementation(async (_token, save) => ok(save));
    queue.keepMine(first?.idempotencyKey ?? '');
    await queue.flush();
    const [again] = queue.snapshot();
    expect([again?.state, again?.version, again?.idempotencyKey === first?.idempotencyKey]).toEqual(['sent', 4, false]);
  });
});
