import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '@/shared/i18n';
import { StatusActions } from './status-actions';

async function show(scope: 'valid' | 'phase') {
  const i18n = await initI18n('es');
  await i18n.loadNamespaces(['tournament', 'common']);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <StatusActions scope={scope} id={4} statusId={2} version={1} name="Fase de grupos" />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('status actions', () => {
  it('on a phase cancels the phase, and the warning’s buttons cannot be mistaken for each other', async () => {
    await show('phase');
    expect(screen.queryByRole('button', { name: 'Cancelar torneo' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar fase' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar Fase de grupos?' });
    expect(within(dialog).getByText('Una fase cancelada no puede volver a jugarse. No se puede deshacer.')).toBeVisible();
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(expect.arrayContaining(['Volver sin cambiar', 'Cancelar fase']));
  });

  it('on a tournament cancels the tournament', async () => {
    await show('valid');
    expect(screen.getByRole('button', { name: 'Cancelar torneo' })).toBeVisible();
  });
});
