import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '.';

function SportSelect({ onValueChange }: { onValueChange: (value: string) => void }) {
  return (
    <Select onValueChange={onValueChange}>
      <SelectTrigger aria-label="Deporte">
        <SelectValue placeholder="Elige un deporte" />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Raqueta</SelectLabel>
          <SelectItem value="tennis">Tenis</SelectItem>
          <SelectItem value="padel">Pádel</SelectItem>
          <SelectItem value="squash" disabled>
            Squash
          </SelectItem>
        </SelectGroup>
      </SelectContent>
    </Select>
  );
}

describe('Select', () => {
  it('lists its options when opened from the keyboard and shows the chosen one', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<SportSelect onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Deporte' });
    expect(trigger).toHaveTextContent('Elige un deporte');

    trigger.focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Tenis', 'Pádel', 'Squash']);
    expect(options[2]).toHaveAttribute('aria-disabled', 'true');
    expect(listbox).toHaveAttribute('data-slot', 'select-content');

    await user.click(screen.getByRole('option', { name: 'Pádel' }));
    expect(onValueChange).toHaveBeenCalledWith('padel');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Pádel');
  });
});
