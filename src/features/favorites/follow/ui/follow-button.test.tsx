import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Favorite, SessionUser } from '@domain/contract';
import { $sessionReady, $user } from '@/entities/session';
import { toast } from '@/shared/ui/toaster';
import { FollowButton } from './follow-button';

const user: SessionUser = { id: 7, user: 'jugador', fullName: 'Julián Jugador', avatar: null, accounts: [] };
const followed: Favorite = { kind: 'tournament', targetId: 3, name: 'Abierto', sportId: 1, createdAt: '2026-01-01T00:00:00.000Z' };

/** The API: the list as given, and each write answered in turn, a refusal or a success. */
function fakeApi(list: Favorite[], writes: number[]) {
  const sent: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method === 'GET') return new Response(JSON.stringify({ data: list }));
    sent.push(`${method} ${url}`);
    // Held until the test has seen the optimistic state.
    await held;
    const status = writes.shift() ?? 500;
    return status < 300 ? new Response(JSON.stringify({ data: followed }), { status }) : new Response(JSON.stringify({ error: { status, code: 'X', message: 'x' } }), { status });
  });
  return { sent, release: () => release() };
}

async function show(signedIn: boolean) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'es', resources: {} });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const scope = fork({ values: [[$sessionReady, true], [$user, signedIn ? user : null]] });
  const wrap = (children: ReactNode) => (
    <MemoryRouter initialEntries={['/torneos/3/info']}>
      <Provider value={scope}>
        <QueryClientProvider client={client}>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </QueryClientProvider>
      </Provider>
    </MemoryRouter>
  );
  render(wrap(<FollowButton kind="tournament" targetId={3} name="Abierto" />));
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FollowButton', () => {
  it('presses at once, stays pressed when the server agrees', async () => {
    const api = fakeApi([], [201]);
    const clicker = await show(true);
    const star = await screen.findByRole('button', { name: 'followLabel' });
    await waitFor(() => expect(star).toBeEnabled());
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await clicker.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    api.release();
    await waitFor(() => expect(api.sent).toEqual(['POST /api/favorites']));
    expect(star).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts the star back and says so when the server refuses', async () => {
    const failed = vi.spyOn(toast, 'error');
    const api = fakeApi([followed], [500]);
    const clicker = await show(true);
    const star = await screen.findByRole('button', { name: 'followLabel' });
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await clicker.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    api.release();
    await waitFor(() => expect(failed).toHaveBeenCalledWith('failed'));
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(api.sent).toEqual(['DELETE /api/favorites/tournament/3']);
  });

  it('offers a visitor a link to sign in instead', async () => {
    fakeApi([], []);
    await show(false);
    expect(screen.getByRole('link', { name: 'signIn' })).toHaveAttribute('href', '/ingresar');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
