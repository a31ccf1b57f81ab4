import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '.';

function Menu({ side }: { side?: 'left' | 'right' | 'top' | 'bottom' }) {
  return (
    <Sheet>
      <SheetTrigger>Menú</SheetTrigger>
      <SheetContent side={side}>
        <SheetHeader>
          <SheetTitle>Navegación</SheetTitle>
          <SheetDescription>Secciones de la comunidad</SheetDescription>
        </SheetHeader>
        <a href="/torneos">Torneos</a>
      </SheetContent>
    </Sheet>
  );
}

describe('Sheet', () => {
  it('opens from the right edge by default as a labelled dialog', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    const sheet = screen.getByRole('dialog', { name: 'Navegación' });
    expect(sheet).toHaveAttribute('data-side', 'right');
    expect(sheet.className).toContain('right-0');
    expect(sheet.className).toContain('slide-in-from-right');
  });

  it('opens from the requested edge and closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Menu side="left" />);
    const trigger = screen.getByRole('button', { name: 'Menú' });
    await user.click(trigger);
    const sheet = screen.getByRole('dialog', { name: 'Navegación' });
    expect(sheet).toHaveAttribute('data-side', 'left');
    expect(sheet.className).toContain('left-0');
    expect(sheet.className).not.toContain('right-0');

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('opens with the focus on its close button, not on the first action inside', async () => {
    const user = userEvent.setup();
    render(
      <Sheet>
        <SheetTrigger>Menú</SheetTrigger>
        <SheetContent closeLabel="Cerrar menú">
          <SheetTitle>Menú</SheetTitle>
          <SheetDescription>Navegación</SheetDescription>
          <button type="button">Cerrar sesión</button>
        </SheetContent>
      </Sheet>,
    );
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toHaveFocus();
  });
});
