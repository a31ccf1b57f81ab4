import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '.';

function WithdrawDialog({ closeLabel }: { closeLabel?: string }) {
  return (
    <Dialog>
      <DialogTrigger>Retirar inscripción</DialogTrigger>
      <DialogContent closeLabel={closeLabel}>
        <DialogHeader>
          <DialogTitle>¿Retirar la inscripción?</DialogTitle>
          <DialogDescription>Tu plaza quedará libre para otra pareja.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose>Volver</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a labelled modal dialog', async () => {
    const user = userEvent.setup();
    render(<WithdrawDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retirar inscripción' }));
    const dialog = screen.getByRole('dialog', { name: '¿Retirar la inscripción?' });
    expect(dialog).toHaveAccessibleDescription('Tu plaza quedará libre para otra pareja.');
    expect(dialog).toHaveAttribute('data-slot', 'dialog-content');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<WithdrawDialog />);
    const trigger = screen.getByRole('button', { name: 'Retirar inscripción' });
    await user.click(trigger);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('names the corner close button from closeLabel, in Spanish by default', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<WithdrawDialog />);
    await user.click(screen.getByRole('button', { name: 'Retirar inscripción' }));
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    unmount();

    render(<WithdrawDialog closeLabel="Close" />);
    await user.click(screen.getByRole('button', { name: 'Retirar inscripción' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
