import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import * as v from 'valibot';
import { RankingInput, type Community, type RankingView } from '@domain/contract';
import { $communityName, communityQueries } from '@/entities/community';
import { RankingDialog } from './ranking-dialog';

const space: Community = { id: 3, name: 'Torneos', domain: 'torneos', isDefault: true, sportId: null, lookAndFeel: { logos: { brand: '/x.svg' }, primary: '#14532d', secondary: '#facc15' } };
const page = <T,>(items: T[]) => ({ items, page: 0, size: 100, total: items.length });
const ranking = (version: number, name: string): RankingView => ({
  id: 1, name, sportId: 1, seasonId: null, ratingSystemId: 4, cutPoint: { typeId: 7, best: 3 }, levelGroupId: null, customInfo: { topNPositionsRankingModalityMapping: { '1': 8 } },
  rankingModalities: [{ id: 10, modalityId: 1, genreId: 3, ageCategoryId: null, levelCategoryId: null, subCategoryId: null }], createdByAccountId: 2, version,
});

type Answer = { status: number; body: unknown };
/** The API: the lists the form offers, the ranking as it is now, and the writes answered in turn (recorded). */
function fakeApi(writes: Answer[], current: () => RankingView, systemsReady: Promise<void> = Promise.resolve()) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') {
      sent.push({ method, url, body: JSON.parse(String(init.body)) });
      const answer = writes.shift() ?? { status: 500, body: { error: { status: 500, code: 'X', message: 'x' } } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }
    if (url.startsWith('/api/discounts')) {
      await systemsReady;
      return new Response(JSON.stringify({ data: page([{ id: 4, name: 'Circuito' }]) }));
    }
    if (url.startsWith('/api/category/age')) return new Response(JSON.stringify({ data: page([{ id: 21, name: 'Mayores' }]) }));
    if (url.startsWith('/api/ranking/1')) return new Response(JSON.stringify({ data: current() }));
    return new Response(JSON.stringify({ data: page([]) }));
  });
  return sent;
}

async function open(existing?: RankingView, { systemsFirst = true } = {}) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'es', resources: {} });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(communityQueries.byDomain('torneos').queryKey, space);
  const scope = fork({ values: [[$communityName, 'torneos']] });
  const wrap = (children: ReactNode) => (
    <MemoryRouter initialEntries={['/']}>
      <Provider value={scope}>
        <QueryClientProvider client={client}>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </QueryClientProvider>
      </Provider>
    </MemoryRouter>
  );
  render(wrap(<RankingDialog {...(existing ? { ranking: existing } : {})} trigger={<button type="button">abrir</button>} />));
  const user = userEvent.setup();
  // The rating systems arrive before the dialog is opened, as they usually do on the page.
  await screen.findByRole('button', { name: 'abrir' });
  if (systemsFirst) await waitFor(() => expect(client.getQueryData(['ranking', 'rating-systems', 3])).toBeDefined());
  await user.click(screen.getByRole('button', { name: 'abrir' }));
  return { user, dialog: await screen.findByRole('dialog') };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RankingDialog', () => {
  it('sends a new ranking with its tables as the contract takes it, and puts a refused table field on that table', async () => {
    const refusal = { status: 400, body: { error: { status: 400, code: 'VALIDATION_ERROR', message: 'Revisa', fields: [{ field: 'body.rankingModalities.1.ageCategoryId', message: 'El registro elegido no existe' }] } } };
    const sent = fakeApi([refusal], () => ranking(1, 'x'));
    const { user, dialog } = await open();
    await user.type(within(dialog).getByLabelText('fields.name'), 'Ranking Juvenil');
    await user.click(within(dialog).getByRole('button', { name: 'tables.add' }));
    await user.selectOptions(within(dialog).getAllByLabelText('tables.age')[1] as HTMLElement, 'Mayores');
    await user.click(within(dialog).getByRole('button', { name: 'actions.save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/ranking' });
    const body = v.parse(RankingInput, sent[0]?.body);
    expect(body).toMatchObject({ name: 'Ranking Juvenil', ratingSystemId: 4, cutPoint: { typeId: null } });
    expect(body.rankingModalities.map((table) => table.ageCategoryId)).toEqual([null, 21]);
    // The server's refusal lands under the second table's age, and the dialog stays open.
    const second = within(dialog).getAllByTestId('ranking-table-row')[1] as HTMLElement;
    expect(await within(second).findByText('El registro elegido no existe')).toBeVisible();
    expect(within(dialog).getAllByTestId('ranking-table-row')[0]).not.toHaveTextContent('El registro elegido no existe');
  });

  it('scores a new ranking by the first rating system when the systems arrive after the form opened', async () => {
    let release = () => undefined as void;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakeApi([], () => ranking(1, 'x'), arrived);
    const { dialog } = await open(undefined, { systemsFirst: false });
    const system = within(dialog).getByLabelText('fields.ratingSystem');
    expect(system).toHaveValue('');
    release();
    await waitFor(() => expect(system).toHaveValue('4'));
  });

  it('says in the form when someone saved the ranking meanwhile, reloads it, and saves on the new version', async () => {
    let now = ranking(2, 'Ranking Nacional');
    const stale = { status: 409, body: { error: { status: 409, code: 'STALE_VERSION', message: 'Cambió' } } };
    const sent = fakeApi([stale, { status: 200, body: { data: ranking(4, 'Ranking Nacional 2026') } }], () => now);
    const { user, dialog } = await open(now);
    now = ranking(3, 'Ranking Nacional 2026');
    await user.click(within(dialog).getByRole('button', { name: 'actions.save' }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('stale');
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/ranking/1', body: { version: 2, customInfo: { topNPositionsRankingModalityMapping: { '1': 8 } }, cutPoint: { typeId: 7, best: 3 } } });
    await user.click(within(notice).getByRole('button', { name: 'reload' }));
    await waitFor(() => expect(within(dialog).getByLabelText('fields.name')).toHaveValue('Ranking Nacional 2026'));
    expect(within(dialog).queryByTestId('stale-notice')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'actions.save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toMatchObject({ version: 3, name: 'Ranking Nacional 2026' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
