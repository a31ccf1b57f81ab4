import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPORT } from '@domain/engine';
import type { MatchView } from '@domain/contract';
import { initI18n } from '@/shared/i18n';
import { EnterResultDialog } from './enter-result-dialog';

const match: MatchView = {
  ...{ id: 5, phaseId: 9, groupId: 1, code: 'g1-r1p1', round: 1, position: 1, homeId: 1, awayId: 2, result: null, status: 'pending' },
  ...{ winnerId: null, winnerTo: null, loserTo: null, thirdPlace: false, lineup: null, version: 1, updatedAt: '2026-06-01T10:00:00Z' },
};
const notStarted = { message: 'The phase has not started yet: start it first to enter results', status: 409, code: 'REFUSED', reason: 'phaseNotStarted', current: { version: 4, statusId: 1 } };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('EnterResultDialog', () => {
  it('offers to start a phase that has not started, starts it on the version the refusal gave, then saves with the reason', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent: Array<{ method: string; path: string; body: unknown }> = [];
    let saves = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        sent.push({ method, path: String(input).replace(/^.*\/api\//, ''), body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (method === 'PUT') return (saves += 1) === 1 ? json(409, { error: notStarted }) : json(200, { data: { ...match, status: 'played', version: 2 } });
        if (method === 'POST') return json(200, { data: { statusId: 2, version: 5 } });
        return json(200, { data: [] });
      }),
    );
    const i18n = await initI18n('en');
    await i18n.loadNamespaces(['enter-result', 'common']);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <EnterResultDialog match={match} rules={{ sportId: SPORT.tableTennis, knockout: false }} homeName="Ana" awayName="Bea" />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enter result' }));
    for (const n of [1, 2, 3]) {
      await user.type(screen.getByRole('textbox', { name: `Game ${n}, Ana` }), '11');
      await user.type(screen.getByRole('textbox', { name: `Game ${n}, Bea` }), '4');
    }
    await user.type(screen.getByRole('textbox', { name: 'Reason (optional)' }), 'Acta firmada');
    await user.click(screen.getByRole('button', { name: 'Save result' }));

    const offer = await screen.findByTestId('phase-not-started');
    expect(offer).toHaveTextContent(notStarted.message);
    await user.click(screen.getByRole('button', { name: 'Start the phase' }));
    expect(await screen.findByText('The phase has started: save the result again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const writes = sent.filter((call) => call.method !== 'GET');
    const result = { periods: [1, 2, 3].map(() => ({ home: 11, away: 4 })) };
    expect(writes).toEqual([
      { method: 'PUT', path: 'match/5', body: { version: 1, result, reason: 'Acta firmada' } },
      { method: 'POST', path: 'phase/9/status', body: { action: 'start', version: 4 } },
      { method: 'PUT', path: 'match/5', body: { version: 1, result, reason: 'Acta firmada' } },
    ]);
  });

  it('corrects a finished phase: asks for the reason in place, lists the matches it would clear, and resends with consent', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const played: MatchView = { ...match, groupId: null, code: 'r1p1', result: { periods: [1, 2, 3].map(() => ({ home: 11, away: 4 })) }, status: 'played', winnerId: 1, version: 3 };
    const dependents = [{ id: 8, round: 'Final', home: 'Ana', away: 'Carla' }];
    const refusal = { message: 'This correction changes who goes through', status: 409, code: 'REFUSED', reason: 'dependentsWouldClear', current: { version: 3, dependents } };
    const sent: Array<{ path: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if ((init?.method ?? 'GET') !== 'PUT') return json(200, { data: [] });
        const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
        sent.push({ path: String(input).replace(/^.*\/api\//, ''), body });
        return sent.length === 1 ? json(409, { error: refusal }) : json(200, { data: { match: { ...played, version: 4 }, cleared: dependents } });
      }),
    );
    const i18n = await initI18n('en');
    await i18n.loadNamespaces(['enter-result', 'common']);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <EnterResultDialog match={played} rules={{ sportId: SPORT.tableTennis, knockout: true }} homeName="Ana" awayName="Bea" statusIds={[3, 3]} />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Correct result' }));
    for (const n of [1, 2, 3]) {
      await user.type(screen.getByRole('textbox', { name: `Game ${n}, Ana` }), '4');
      await user.type(screen.getByRole('textbox', { name: `Game ${n}, Bea` }), '11');
    }
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    expect(await screen.findByTestId('result-reason-error')).toHaveTextContent('at least 3 characters');
    expect(sent).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Reason for the correction (required)' }), 'Acta mal copiada');
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    const consent = await screen.findByTestId('dependents-consent');
    expect(consent).toHaveTextContent('These matches will be cleared:');
    expect(consent).toHaveTextContent('Final: Ana versus Carla');
    await user.click(screen.getByRole('button', { name: 'Clear them and save the correction' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const result = { periods: [1, 2, 3].map(() => ({ home: 4, away: 11 })) };
    expect(sent).toEqual([
      { path: 'match/correction/5', body: { version: 3, result, reason: 'Acta mal copiada' } },
      { path: 'match/correction/5', body: { version: 3, result, reason: 'Acta mal copiada', clearDependents: true } },
    ]);
  });
});
