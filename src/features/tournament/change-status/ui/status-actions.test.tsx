import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@/shared/i18n';
import { StatusActions } from './status-actions';

async function show(scope: 'valid' | 'phase', statusId = 2, schedule?: { inscriptionEnd: string | null; endDate: string }) {
  const i18n = await initI18n('es');
  await i18n.loadNamespaces(['tournament', 'common']);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <StatusActions scope={scope} id={4} statusId={statusId} version={1} name="Fase de grupos" {...(schedule ? { schedule } : {})} />
        </MemoryRouter>
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

  it('asks before starting a tournament whose inscriptions are still open, and says what starting does', async () => {
    const later = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await show('valid', 1, { inscriptionEnd: later, endDate: later });
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Iniciar Fase de grupos con las inscripciones abiertas?' });
    expect(within(dialog).getByText(/Las inscripciones siguen abiertas hasta el .+\. Al iniciarlo se cierran/)).toBeVisible();
  });

  it('says a tournament finished before its last day ends early', async () => {
    const later = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await show('valid', 2, { inscriptionEnd: null, endDate: later });
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Finalizar Fase de grupos?' });
    expect(within(dialog).getByText(/Estaba previsto que terminara el .+: al finalizarlo hoy termina antes\./)).toBeVisible();
  });

  it('on a phone offers the moves in one menu, and a confirmed one still asks first', async () => {
    await show('phase');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Pausar', 'Finalizar', 'Cancelar fase']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Finalizar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Finalizar Fase de grupos?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver sin cambiar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
