import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { awaitLiveWake, startsAtOnce } from './live-wake';

/** A stand-in for the browser's EventSource: the test sends what the server would. */
class FakeSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeSource[] = [];
  readyState = FakeSource.CONNECTING;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeSource.opened.push(this);
  }
  send(type: string, data?: string) {
    if (type === 'open') this.readyState = FakeSource.OPEN;
    this.dispatchEvent(data === undefined ? new Event(type) : new MessageEvent(type, { data }));
  }
  close() {
    this.closed = true;
    this.readyState = FakeSource.CLOSED;
  }
}

/** Whether the promise has settled by the next turn, and with what. */
async function settled<T>(promise: Promise<T>): Promise<{ value: T } | null> {
  let result: { value: T } | null = null;
  void promise.then((value) => {
    result = { value };
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return result;
}

describe('awaitLiveWake', () => {
  beforeEach(() => {
    FakeSource.opened = [];
    vi.stubGlobal('EventSource', FakeSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('follows the named stream and wakes, as changed, at the first change', async () => {
    const wake = awaitLiveWake(document, { stream: 'live/phase/6', renderedAt: 1_000 });
    const source = FakeSource.opened[0];
    expect(source?.url).toBe('/api/live/phase/6');
    source?.send('open');
    source?.send('hello', JSON.stringify({ phaseId: 6, lastChange: 900 }));
    expect(await settled(wake.woke)).toBeNull();
    source?.send('change', JSON.stringify({ phaseId: 6, matchId: 3 }));
    expect(await settled(wake.woke)).toEqual({ value: true });
    wake.stop();
    expect(source?.closed).toBe(true);
  });

  it('wakes at once when the stream says the screen changed after it was rendered, or after a reconnection', async () => {
    const late = awaitLiveWake(document, { stream: 'live/phase/6', renderedAt: 1_000 });
    FakeSource.opened[0]?.send('hello', JSON.stringify({ phaseId: 6, lastChange: 1_500 }));
    expect(await settled(late.woke)).toEqual({ value: true });

    const dropped = awaitLiveWake(document, { stream: 'live/valid/2', renderedAt: 1_000 });
    const source = FakeSource.opened[1];
    source?.send('open');
    expect(await settled(dropped.woke)).toBeNull();
    source?.send('open');
    expect(await settled(dropped.woke)).toEqual({ value: true });
  });

  it('starts the app, without a change, when the stream is refused for good', async () => {
    const wake = awaitLiveWake(document, { stream: 'live/place/9', renderedAt: 1_000 });
    const source = FakeSource.opened[0];
    if (!source) throw new Error('no stream');
    source.readyState = FakeSource.CLOSED;
    source.send('error');
    expect(await settled(wake.woke)).toEqual({ value: false });
  });

  it('ticks the clocks the server wrote until stopped', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 28, 9, 0, 0), toFake: ['setInterval', 'clearInterval', 'Date'] });
    // A zone an hour and a half ahead of UTC.
    document.body.innerHTML = '<time data-clock data-offset="90">10:30:00</time>';
    const wake = awaitLiveWake(document, { stream: null, renderedAt: null });
    const clock = document.querySelector('time');
    vi.advanceTimersByTime(2000);
    expect(clock?.textContent).toBe('10:30:02');
    wake.stop();
    vi.advanceTimersByTime(3000);
    expect(clock?.textContent).toBe('10:30:02');
  });

  it('starts a venue board at once on a TV-sized screen, and no other screen', () => {
    const wide = (matches: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query.includes('min-width'), media: query }));
    document.body.innerHTML = '<div data-live-start="wide"></div>';
    wide(true);
    expect(startsAtOnce(document)).toBe(true);
    wide(false);
    expect(startsAtOnce(document)).toBe(false);
    document.body.innerHTML = '<div></div>';
    wide(true);
    expect(startsAtOnce(document)).toBe(false);
  });
});
