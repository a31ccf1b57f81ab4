import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button';
import { ConfirmDialog } from './confirm-dialog';

function FinishPhase({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  return (
    <ConfirmDialog
      trigger={<Button>Finalizar</Button>}
      title="¿Finalizar Grupos?"
      description="No se puede deshacer."
      confirmLabel="Sí, finalizar"
      cancelLabel="Cancelar"
      closeLabel="Cerrar"
      onConfirm={onConfirm}
      describeFailure={(error) => (error instanceof Error ? error.message : 'No se pudo guardar')}
    />
  );
}

describe('ConfirmDialog', () => {
  it('keeps the dialog open with the reason when the action is refused, and forgets it once closed', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('Faltan resultados')).mockResolvedValueOnce(undefined);
    render(<FinishPhase onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    const dialog = screen.getByRole('dialog', { name: '¿Finalizar Grupos?' });
    expect(within(dialog).getByRole('alert')).toBeEmptyDOMElement();
    await user.click(within(dialog).getByRole('button', { name: 'Sí, finalizar' }));
    expect(await within(dialog).findByText('Faltan resultados')).toHaveAttribute('role', 'alert');

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    const again = screen.getByRole('dialog', { name: '¿Finalizar Grupos?' });
    expect(within(again).getByRole('alert')).toBeEmptyDOMElement();
    await user.click(within(again).getByRole('button', { name: 'Sí, finalizar' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
