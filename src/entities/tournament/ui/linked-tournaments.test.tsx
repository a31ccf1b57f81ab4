import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Valid } from '@domain/contract';
import { LinkedTournaments } from './linked-tournaments';

const tournament = (id: number): Valid => ({
  id,
  communityId: 1,
  tournamentId: null,
  tournamentName: null,
  name: `Copa ${id}`,
  sportId: 1,
  modalityId: 1,
  genreId: 1,
  ageCategoryId: null,
  ageCategoryName: null,
  levelCategoryId: null,
  levelCategoryName: null,
  subCategoryId: null,
  subCategoryName: null,
  seasonId: null,
  seasonName: null,
  placeId: null,
  placeName: null,
  organizerId: 7,
  organizerName: 'Liga',
  startDate: '2026-06-01',
  endDate: '2026-06-02',
  inscriptionStart: null,
  inscriptionEnd: null,
  inscriptionsOpen: false,
  maxEntries: null,
  requiresApproval: false,
  description: null,
  logo: null,
  statusId: 1,
  entryCount: 0,
  phaseCount: 0,
  createdByAccountId: 1,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

async function setup(total: number) {
  const calls: URL[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const address = new URL(url, 'http://x');
    calls.push(address);
    const page = Number(address.searchParams.get('page'));
    const size = Number(address.searchParams.get('size'));
    const ids = Array.from({ length: Math.max(0, Math.min(size, total - page * size)) }, (_, index) => page * size + index + 1);
    return new Response(JSON.stringify({ data: { items: ids.map(tournament), page, size, total } }), { status: 200 });
  });
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'es',
    resources: {
      es: {
        common: { loading: 'Cargando', actions: { next: 'Siguiente', previous: 'Anterior', retry: 'Reintentar', loadFailed: 'No se pudo cargar', pageOf: 'Página {{page}} de {{pages}}' } },
        tournaments: { list: { pages: 'Páginas' }, card: { entries: '{{count}} inscritos' } },
      },
    },
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/organizadores/liga']}>
          <LinkedTournaments link={{ organizerId: 7 }} empty={{ title: 'Aún no hay torneos', description: 'Aparecerán aquí.' }} data-testid="linked" />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { calls, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LinkedTournaments', () => {
  it('asks for the organiser’s tournaments a page at a time and shows them as cards', async () => {
    const { calls, user } = await setup(8);
    const list = await screen.findByTestId('linked');
    expect(within(list).getAllByTestId('tournament-card')).toHaveLength(6);
    expect(calls[0]?.pathname).toBe('/api/valid');
    expect(Object.fromEntries(calls[0]?.searchParams ?? [])).toEqual({ organizerId: '7', page: '0', size: '6' });
    expect(screen.queryByText('Aún no hay torneos')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Copa 8' })).toHaveAttribute('href', expect.stringMatching(/^\/torneos\/8\//));
    expect(within(screen.getByTestId('linked')).getAllByTestId('tournament-card')).toHaveLength(2);
  });

  it('says there are none only when the answer holds none', async () => {
    await setup(0);
    expect(await screen.findByText('Aún no hay torneos')).toBeInTheDocument();
    expect(screen.queryByTestId('linked')).toBeNull();
  });
});
