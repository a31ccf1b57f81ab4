import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { FollowMailSettings } from '@domain/contract';
import { toast } from '@/shared/ui/toaster';
import { FollowMailForm } from './follow-mail-form';

const none: FollowMailSettings = { upcoming: false, results: false, rankings: false, version: 0 };

/** The API: the choice as given, and the save held until released, then answered with `status`. */
function fakeApi(current: FollowMailSettings, status: number) {
  const sent: unknown[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') === 'GET') return new Response(JSON.stringify({ data: current }));
    const body: Record<string, unknown> = JSON.parse(String(init.body));
    sent.push(body);
    await held;
    return status < 300
      ? new Response(JSON.stringify({ data: { ...current, ...body, version: current.version + 1 } }), { status })
      : new Response(JSON.stringify({ error: { status, code: 'CONFLICT', message: 'x' } }), { status });
  });
  return { sent, release: () => release() };
}

async function show() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'es', resources: {} });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <FollowMailForm userId={7} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FollowMailForm', () => {
  it('starts with nothing chosen, sends the choice on the version read, is busy while saving and says it saved', async () => {
    const saved = vi.spyOn(toast, 'success');
    const api = fakeApi(none, 200);
    const clicker = await show();
    const results = await screen.findByRole('checkbox', { name: 'kinds.results' });
    for (const kind of ['upcoming', 'results', 'rankings']) expect(screen.getByRole('checkbox', { name: `kinds.${kind}` })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'legend' })).toBeInTheDocument();
    await clicker.click(results);
    const button = screen.getByRole('button', { name: 'save' });
    await clicker.click(button);
    await waitFor(() => expect(api.sent).toEqual([{ upcoming: false, results: true, rankings: false, version: 0 }]));
    expect(button).toBeDisabled();
    api.release();
    await waitFor(() => expect(saved).toHaveBeenCalledWith('saved'));
    expect(await screen.findByRole('checkbox', { name: 'kinds.results' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'save' })).toBeEnabled();
  });

  it('says where the user is when the choice changed elsewhere, instead of a failure', async () => {
    const failed = vi.spyOn(toast, 'error');
    const api = fakeApi({ ...none, results: true, version: 3 }, 409);
    const clicker = await show();
    const upcoming = await screen.findByRole('checkbox', { name: 'kinds.upcoming' });
    expect(screen.getByRole('checkbox', { name: 'kinds.results' })).toBeChecked();
    await clicker.click(upcoming);
    await clicker.click(screen.getByRole('button', { name: 'save' }));
    api.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('stale');
    expect(api.sent).toEqual([{ upcoming: true, results: true, rankings: false, version: 3 }]);
    expect(failed).not.toHaveBeenCalled();
  });
});
