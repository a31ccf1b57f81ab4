import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { ApiKey, ApiKeyCreated, ApiKeyInput } from '@domain/contract';
import { ApiRequestError } from '@/shared/api';
import { CreateKeyForm } from './create-key-form';
import { KeyList } from './key-list';
import { KeySecret } from './key-secret';

/** The texts the screen reads, as the English locale words them. */
const en = {
  failed: 'The change could not be saved. Try again.',
  create: { title: 'Create an API key', name: 'Name', namePlaceholder: 'e.g. Club results app', scopes: 'What it may do', scopesRequired: 'Choose at least one scope', expires: 'Expires on (optional)', expiresHint: 'The key stops working at the end of this day.', submit: 'Create key' },
  scopes: {
    read: { label: 'Read', text: 'Read tournaments, draws and results.' },
    results: { label: 'Results', text: 'Enter and correct match results and events, and run the score desk.' },
    entries: { label: 'Entries', text: 'Enter people in tournaments.' },
    admin: { label: 'Admin', text: 'Everything this account may do.' },
  },
  secret: { title: 'Key "{{name}}" created', warning: 'Copy this key now: it is shown only this once.', label: 'The new API key', usage: 'Bearer followed by the key.', copy: 'Copy key', copied: 'Key copied.', copyFailed: 'Not copied.', done: 'I have saved it' },
  list: { title: 'Keys of this account', empty: 'No keys.', created: 'Created {{when}}', expires: 'expires {{when}}', noExpiry: 'does not expire', lastUsed: 'last used {{when}}', neverUsed: 'never used', revokedOn: 'revoked {{when}}' },
  states: { active: 'Active', revoked: 'Revoked', expired: 'Expired' },
  revoke: { action: 'Revoke', named: 'Revoke key {{name}}', title: 'Revoke key "{{name}}"?', description: 'Programs using it will be refused.', confirm: 'Yes, revoke', cancel: 'Cancel', close: 'Close' },
};

async function wrapper() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { 'api-keys': en } }, interpolation: { escapeValue: false } });
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/en/profile/api-keys']}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </MemoryRouter>
  );
}

const key = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: 4,
  name: 'Club app',
  prefix: 'tk_live_Ab12Cd',
  scopes: ['results'],
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
  version: 1,
  ...overrides,
});

describe('CreateKeyForm', () => {
  it('sends the name, the checked scopes and the end of the chosen day', async () => {
    const user = userEvent.setup();
    const sent: ApiKeyInput[] = [];
    const onCreated = vi.fn();
    render(<CreateKeyForm onCreate={async (input) => (sent.push(input), { ...key(), ...input, expiresAt: input.expiresAt ?? null, secret: 'tk_live_x' })} onCreated={onCreated} />, { wrapper: await wrapper() });

    await user.type(screen.getByLabelText('Name'), 'Club app');
    await user.click(screen.getByRole('checkbox', { name: 'Results' }));
    expect(screen.getByRole('checkbox', { name: 'Results' })).toHaveAccessibleDescription(en.scopes.results.text);
    await user.type(screen.getByLabelText('Expires on (optional)'), '12/31/2030');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ name: 'Club app', scopes: ['read', 'results'], expiresAt: new Date('2030-12-31T23:59:59.999').toISOString() }]);
  });

  it('refuses an empty name or no scope before sending, and puts a refusal of the server on its field', async () => {
    const user = userEvent.setup();
    const onCreate = vi
      .fn<(input: ApiKeyInput) => Promise<ApiKeyCreated>>()
      .mockRejectedValue(new ApiRequestError({ status: 400, code: 'VALIDATION_ERROR', message: 'Check the highlighted fields', fields: [{ field: 'body.expiresAt', message: 'Choose a moment in the future for it to expire' }] }));
    render(<CreateKeyForm onCreate={onCreate} onCreated={vi.fn()} />, { wrapper: await wrapper() });

    await user.click(screen.getByRole('checkbox', { name: 'Read' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Choose at least one scope')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'Old');
    await user.click(screen.getByRole('checkbox', { name: 'Admin' }));
    await user.type(screen.getByLabelText('Expires on (optional)'), '01/01/2030');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Choose a moment in the future for it to expire')).toBeInTheDocument();
    expect(screen.getByLabelText('Expires on (optional)')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('KeySecret', () => {
  it('shows the secret once with a warning and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const onDone = vi.fn();
    render(<KeySecret made={{ ...key(), secret: 'tk_live_secret' }} onDone={onDone} />, { wrapper: await wrapper() });
    expect(screen.getByLabelText('The new API key')).toHaveTextContent('tk_live_secret');
    expect(screen.getByRole('note')).toHaveTextContent('it is shown only this once');
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith('tk_live_secret');
    await user.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(onDone).toHaveBeenCalled();
  });
});

describe('KeyList', () => {
  it('revokes a key only after the confirmation, and offers nothing for a revoked one', async () => {
    const user = userEvent.setup();
    const onRevoke = vi.fn().mockResolvedValue(undefined);
    render(<KeyList keys={[key(), key({ id: 5, name: 'Old app', revokedAt: '2026-11-02T10:00:00.000Z', version: 2 })]} onRevoke={onRevoke} />, { wrapper: await wrapper() });

    const [active, revoked] = screen.getAllByTestId('api-key');
    if (!active || !revoked) throw new Error('two keys expected');
    expect(active).toHaveTextContent('tk_live_Ab12Cd');
    expect(active).toHaveTextContent('never used');
    expect(within(revoked).queryByRole('button')).not.toBeInTheDocument();
    expect(revoked).toHaveTextContent('Revoked');

    await user.click(screen.getByRole('button', { name: 'Revoke key Club app' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke key "Club app"?' });
    expect(onRevoke).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, revoke' }));
    await vi.waitFor(() => expect(onRevoke).toHaveBeenCalledWith(expect.objectContaining({ id: 4, version: 1 })));
  });
});
