import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Combobox, type ComboboxOption } from '.';

const COUNTRIES: ComboboxOption[] = [
  { value: 'AR', label: 'Argentina', prefix: '🇦🇷' },
  { value: 'MX', label: 'México', prefix: '🇲🇽' },
  { value: 'PE', label: 'Perú', prefix: '🇵🇪' },
  { value: 'PY', label: 'Paraguay', prefix: '🇵🇾' },
];

function Field({ allowCustom = false, initial = null }: { allowCustom?: boolean; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <label htmlFor="country">País</label>
      <Combobox id="country" value={value} onChange={setValue} options={COUNTRIES} emptyText="Sin coincidencias" allowCustom={allowCustom} />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

describe('Combobox', () => {
  it('filters by what is typed, ignoring case, accents and the flag', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.type(screen.getByRole('combobox', { name: 'País' }), 'peru');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option')).toHaveAccessibleName('Perú');
    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), 'MEXICO');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option')).toHaveAccessibleName('México');
  });

  it('picks with the arrows and Enter, and shows the label', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const box = screen.getByRole('combobox', { name: 'País' });
    await user.type(box, 'p');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('PY');
    expect(box).toHaveValue('Paraguay');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when nothing matches, and Esc puts the chosen label back', async () => {
    const user = userEvent.setup();
    render(<Field initial="AR" />);
    const box = screen.getByRole('combobox', { name: 'País' });
    expect(box).toHaveValue('Argentina');
    await user.clear(box);
    await user.type(box, 'zzz');
    expect(screen.getByText('Sin coincidencias')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('Argentina');
    expect(screen.getByTestId('value')).toHaveTextContent('AR');
  });

  it('keeps typed text that is not in the list when it may', async () => {
    const user = userEvent.setup();
    render(<Field allowCustom />);
    await user.type(screen.getByRole('combobox', { name: 'País' }), 'Atlántida');
    await user.tab();
    expect(screen.getByTestId('value')).toHaveTextContent('Atlántida');
  });
});
