import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RequestActions } from './decide-actions';

const wrap = (children: ReactNode) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
const request = (status: 'pending' | 'approved' | 'rejected' | 'withdrawn' | 'expired') => ({ id: 7, version: 1, status });
const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('RequestActions', () => {
  it('offers the decider approve and reject, and the requester withdraw, while the request waits', () => {
    const { unmount } = render(wrap(<RequestActions request={request('pending')} role="decider" />));
    expect(buttons()).toEqual(['approve', 'reject']);
    unmount();
    render(wrap(<RequestActions request={request('pending')} role="requester" />));
    expect(buttons()).toEqual(['withdraw']);
  });

  it('offers nothing once the machine says the request is final', () => {
    for (const status of ['approved', 'rejected', 'withdrawn', 'expired'] as const) {
      for (const role of ['decider', 'requester'] as const) {
        const { unmount } = render(wrap(<RequestActions request={request(status)} role={role} />));
        expect(buttons(), `${status} as ${role}`).toEqual([]);
        unmount();
      }
    }
  });
});
