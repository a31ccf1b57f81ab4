import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePhaseChanges } from './live';

class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, (this.listeners.get(type) ?? []).filter((item) => item !== listener));
  }
  emit(type: string, data?: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('usePhaseChanges', () => {
  it("opens the phase's stream, hands over its changes and reconnections, and closes it on unmount", () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const onChange = vi.fn();
    const { unmount } = renderHook(() => usePhaseChanges(12, onChange));
    const source = FakeEventSource.last;
    expect(source?.url).toBe('/api/live/phase/12');
    source?.emit('open');
    source?.emit('change', JSON.stringify({ phaseId: 12, matchId: 5, kind: 'result' }));
    source?.emit('change', 'not json');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ phaseId: 12, matchId: 5, kind: 'result' });
    source?.emit('open');
    expect(onChange).toHaveBeenLastCalledWith({ phaseId: 12, kind: 'reconnected' });
    unmount();
    expect(source?.closed).toBe(true);
  });

  it('says once, when the stream first opens, when the phase last changed', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const onChange = vi.fn();
    renderHook(() => usePhaseChanges(7, onChange));
    const source = FakeEventSource.last;
    source?.emit('open');
    source?.emit('hello', JSON.stringify({ phaseId: 7, lastChange: 1_700_000_000_000 }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ phaseId: 7, kind: 'connected', changedAt: 1_700_000_000_000 });
    source?.emit('open');
    source?.emit('hello', JSON.stringify({ phaseId: 7, lastChange: 1_700_000_000_500 }));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith({ phaseId: 7, kind: 'reconnected' });
  });

  it('stays quiet when the phase has not changed since the server started', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const onChange = vi.fn();
    renderHook(() => usePhaseChanges(8, onChange));
    FakeEventSource.last?.emit('open');
    FakeEventSource.last?.emit('hello', JSON.stringify({ phaseId: 8, lastChange: null }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens nothing without a phase', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.last = null;
    renderHook(() => usePhaseChanges(null, vi.fn()));
    expect(FakeEventSource.last).toBeNull();
  });
});
