import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRenderedAt, useToday } from './today';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function Today({ zone }: { zone?: string }) {
  return <p>{useToday(zone)}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  setRenderedAt(null);
});

describe('today on a server-rendered screen', () => {
  it('is the community’s day, not the runtime’s', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-29T02:30:00Z'), toFake: ['Date'] });
    expect(renderToString(<Today zone="America/Bogota" />)).toBe('<p>2026-11-28</p>');
    expect(renderToString(<Today zone="Europe/Madrid" />)).toBe('<p>2026-11-29</p>');
  });

  it('hydrates a page rendered the day before without a mismatch, then shows the day it is now', async () => {
    const rendered = Date.parse('2026-11-28T22:00:00Z');
    vi.useFakeTimers({ now: rendered, toFake: ['Date'] });
    setRenderedAt(rendered);
    const html = renderToString(<Today zone="Europe/Madrid" />);
    expect(html).toBe('<p>2026-11-28</p>');

    // The next morning in Madrid the browser hydrates the page the server kept.
    vi.setSystemTime(Date.parse('2026-11-29T08:00:00Z'));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Today zone="Europe/Madrid" />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('2026-11-29');
    container.remove();
  });
});
