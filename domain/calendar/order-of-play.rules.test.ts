import { describe, expect, it } from 'vitest';
import { courtQueues, type QueuedMatch } from './order-of-play.rules';

const H = 3_600_000;
const at = Date.UTC(2026, 10, 28, 10);
const match = (code: string, court: string, start: number, extra: Partial<QueuedMatch> = {}): QueuedMatch => ({ placeId: 1, placeName: 'Pabellón', court, start, code, deskState: null, done: false, ...extra });

describe('courtQueues', () => {
  it('gives each court its match now, next and after, in schedule order, courts in natural order', () => {
    const queues = courtQueues([match('c', 'Mesa 10', at - H), match('b', 'Mesa 2', at + H), match('a', 'Mesa 2', at - H), match('d', 'Mesa 2', at + 2 * H), match('e', 'Mesa 2', at + 3 * H)], at);
    expect(queues.map((q) => q.court)).toEqual(['Mesa 2', 'Mesa 10']);
    expect([queues[0]?.now?.code, queues[0]?.next?.code, queues[0]?.after?.code, queues[0]?.waiting]).toEqual(['a', 'b', 'd', 1]);
    expect(queues[1]?.now?.code).toBe('c');
  });

  it('drops played and finished matches, keeps a late one as now', () => {
    const [queue] = courtQueues([match('a', 'Mesa 1', at - 3 * H, { done: true }), match('b', 'Mesa 1', at - 2 * H, { deskState: 'finished' }), match('c', 'Mesa 1', at - H), match('d', 'Mesa 1', at)], at);
    expect([queue?.now?.code, queue?.next?.code, queue?.after]).toEqual(['c', 'd', null]);
  });

  it('puts what the desk started or called first, and leaves now empty before the first match is due', () => {
    const [called] = courtQueues([match('a', 'Mesa 1', at + H), match('b', 'Mesa 1', at + 2 * H, { deskState: 'called' })], at);
    expect([called?.now?.code, called?.next?.code]).toEqual(['b', 'a']);
    const [early] = courtQueues([match('a', 'Mesa 1', at + H)], at);
    expect([early?.now, early?.next?.code]).toEqual([null, 'a']);
  });
});
