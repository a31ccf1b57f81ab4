import { afterEach, beforeEach, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Inscribed } from '@domain/contract';
import { initI18n } from '@/shared/i18n';
import { SeedByRankingDialog } from './seed-by-ranking-dialog';

const entry = (id: number, firstName: string): Inscribed => ({
  id,
  validId: 4,
  phaseId: null,
  personId: id * 10,
  person: { id: id * 10, modalityId: 1, firstName, lastName: 'Prueba', avatar: null, genreId: 1 },
  clubId: null,
  clubName: null,
  seed: null,
  origin: 'added',
  previousOrigin: null,
  createdByAccountId: null,
  createdAt: '2027-03-01T10:00:00.000Z',
  version: 1,
});

async function open() {
  const i18n = await initI18n('es');
  await i18n.loadNamespaces(['seed-by-ranking', 'common']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/torneos/4/inscripciones']}>
          <SeedByRankingDialog validId={4} sportId={1} entries={[entry(1, 'Ana'), entry(2, 'Bea')]} />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Sembrar por ranking' }));
}

describe('seed by ranking', () => {
  // The community's rankings: none, so nothing can be chosen yet.
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ data: { items: [], total: 0 } }), { headers: { 'content-type': 'application/json' } }))));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('applied with no ranking chosen, says so on the ranking field and puts the focus there', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Aplicar siembra' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Elige el ranking por el que sembrar.');
    const ranking = screen.getByLabelText('Ranking');
    expect(ranking).toHaveAttribute('aria-invalid', 'true');
    expect(ranking).toHaveFocus();
  });
});
