import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from '.';
import { Label } from '../label';

describe('Checkbox', () => {
  it('toggles with a click on its label and with the space bar', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <div>
        <Checkbox id="terms" onCheckedChange={onCheckedChange} />
        <Label htmlFor="terms">Acepto el reglamento</Label>
      </div>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Acepto el reglamento' });
    expect(checkbox).not.toBeChecked();

    await user.click(screen.getByText('Acepto el reglamento'));
    expect(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    checkbox.focus();
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('does not toggle when disabled', async () => {
    render(<Checkbox aria-label="Inscripción abierta" disabled />);
    const checkbox = screen.getByRole('checkbox', { name: 'Inscripción abierta' });
    await userEvent.click(checkbox);
    expect(checkbox).not.toBeChecked();
  });
});
