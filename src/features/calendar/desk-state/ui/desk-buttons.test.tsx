import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeskState, OrderOfPlayMatch } from '@domain/contract';
import { initI18n } from '@/shared/i18n';
import { DeskButtons } from './desk-buttons';

const match = (deskState: DeskState | null, deskVersion = 2): OrderOfPlayMatch => ({
  matchId: 7,
  code: 'g1-r1p1',
  phaseId: 3,
  phaseName: 'Grupos',
  validId: 1,
  validName: 'Open',
  stage: { kind: 'group', groupName: 'A', round: 1 },
  home: { id: 1, name: 'Ana Ruiz' },
  away: { id: 2, name: 'Eva Gil' },
  scheduledAt: '2026-11-28T08:00:00.000Z',
  localTime: '09:00',
  localDate: '2026-11-28',
  durationMinutes: 30,
  deskState,
  deskVersion,
  late: false,
});

async function show(locale: 'es' | 'en', value: OrderOfPlayMatch) {
  const i18n = await initI18n(locale);
  await i18n.loadNamespaces(['desk-state', 'common']);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <DeskButtons match={value} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('group');
}

const labels = (group: HTMLElement) => within(group).getAllByRole('button').map((button) => button.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('desk buttons', () => {
  it('offer the next moves of each state, in Spanish', async () => {
    expect(labels(await show('es', match(null)))).toEqual(['Llamar', 'Iniciar']);
  });

  it('offer start and undo for a called match, finish and undo for a started one, in English', async () => {
    const called = await show('en', match('called'));
    expect(called).toHaveAccessibleName('Desk: Ana Ruiz – Eva Gil');
    expect(labels(called)).toEqual(['Start', 'Undo']);
  });

  it('send the new state with the desk version shown, in one tap', async () => {
    const sent: { url: string; method: string | undefined; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        sent.push({ url: String(url), method: init?.method, body: JSON.parse(String(init?.body ?? 'null')) });
        return new Response(JSON.stringify({ data: { matchId: 7, phaseId: 3, deskState: 'finished', deskVersion: 5 } }), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const group = await show('en', match('started', 4));
    expect(labels(group)).toEqual(['Finish', 'Undo']);
    await userEvent.click(within(group).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', body: { state: 'finished', version: 4 } });
    expect(sent[0]?.url).toMatch(/\/api\/order-of-play\/match\/7$/);
  });
});
