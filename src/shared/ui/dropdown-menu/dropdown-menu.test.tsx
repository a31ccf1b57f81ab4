import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '.';

function AccountMenu({ onSelect }: { onSelect: (action: string) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>Mi cuenta</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Ana Pérez</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={() => onSelect('profile')}>Perfil</DropdownMenuItem>
          <DropdownMenuCheckboxItem checked>Modo organizador</DropdownMenuCheckboxItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onSelect('logout')}>
          Cerrar sesión
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('opens with Enter and lists its items as menuitems', async () => {
    const user = userEvent.setup();
    render(<AccountMenu onSelect={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: 'Mi cuenta' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Perfil',
      'Cerrar sesión',
    ]);
    expect(screen.getByRole('menuitemcheckbox', { name: 'Modo organizador' })).toBeChecked();
  });

  it('opens with ArrowDown, moves with arrows and runs the item chosen with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<AccountMenu onSelect={onSelect} />);
    const trigger = screen.getByRole('button', { name: 'Mi cuenta' });
    trigger.focus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Perfil' })).toHaveFocus();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Cerrar sesión' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('logout');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
