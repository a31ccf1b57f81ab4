import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Community } from '@domain/contract';
import { $communityName, communityQueries } from '@/entities/community';
import { PersonDialog } from './person-dialog';

const space = (sportId: number | null): Community => ({ id: 3, name: 'Barrio', domain: 'barrio', isDefault: false, sportId, lookAndFeel: { logos: { brand: '/x.svg' }, primary: '#14532d', secondary: '#facc15' } });

/** The API: empty lists, and a POST that answers with what it got (recorded). */
function fakeApi() {
  const posts: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posts.push({ url, body });
      return new Response(JSON.stringify({ data: { id: 7, clubs: [], teamMembers: [], memberOf: [], ...body } }), { status: 201 });
    }
    const empty = url.includes('club') ? { items: [], page: 0, size: 999, total: 0 } : [];
    return new Response(JSON.stringify({ data: empty }), { status: 200 });
  });
  return posts;
}

async function renderDialog(kind: 'players' | 'teams', sportId: number | null) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'es', resources: {} });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(communityQueries.byDomain('barrio').queryKey, space(sportId));
  const scope = fork({ values: [[$communityName, 'barrio']] });
  // The address suggests countries in the language of the page, which comes from the address bar.
  const wrap = (children: ReactNode) => (
    <MemoryRouter initialEntries={['/']}>
      <Provider value={scope}>
        <QueryClientProvider client={client}>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </QueryClientProvider>
      </Provider>
    </MemoryRouter>
  );
  render(wrap(<PersonDialog kind={kind} trigger={<button type="button">abrir</button>} memberPicker={() => null} />));
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'abrir' }));
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PersonDialog', () => {
  it("offers only the space's sport when it is restricted to one", async () => {
    fakeApi();
    const user = await renderDialog('teams', 5);
    const sport = screen.getByRole('combobox', { name: 'fields.sport' });
    expect(sport).toHaveTextContent('Fútbol 5');
    sport.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Fútbol 5']);
  });

  it('sends a player without the address parts left empty', async () => {
    const posts = fakeApi();
    const user = await renderDialog('players', null);
    await user.type(screen.getByLabelText('fields.firstName'), 'Valeria');
    await user.type(screen.getByLabelText('fields.lastName'), 'Quiroga');
    await user.type(screen.getByLabelText('addressParts.street'), 'Calle 10 #5-20');
    await user.type(screen.getByLabelText('addressParts.city'), 'Medellín');
    await user.type(screen.getByLabelText('addressParts.state'), '   ');
    await user.click(screen.getByRole('button', { name: 'actions.save' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.url).toBe('/api/person/players');
    expect(posts[0]?.body.address).toEqual({ street: 'Calle 10 #5-20', city: 'Medellín' });
    expect(posts[0]?.body).not.toHaveProperty('teamMembers');
  });

  it('names the members field when a team has no players, and sends nothing', async () => {
    const posts = fakeApi();
    const user = await renderDialog('teams', 1);
    await user.type(screen.getByLabelText('fields.groupName.teams'), 'Los Rápidos');
    await user.click(screen.getByRole('button', { name: 'actions.save' }));
    expect(await screen.findByText('teamMembers')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });
});
