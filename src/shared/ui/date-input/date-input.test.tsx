import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { DateInput } from '.';

const texts = { dateField: { open: 'Elegir en el calendario', previousMonth: 'Mes anterior', nextMonth: 'Mes siguiente', month: 'Mes', year: 'Año' } };

async function setup(language: 'es' | 'en', initial: string | null = null) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: { [language]: { common: texts } }, interpolation: { escapeValue: false } });
  const seen: (string | null)[] = [];
  function Field() {
    const [value, setValue] = useState<string | null>(initial);
    return (
      <I18nextProvider i18n={i18n}>
        <label htmlFor="start">Inicio</label>
        <DateInput
          id="start"
          value={value}
          empty={null}
          onChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
        />
        <output data-testid="form-value">{value ?? ''}</output>
      </I18nextProvider>
    );
  }
  render(<Field />);
  return { user: userEvent.setup(), seen, input: screen.getByLabelText('Inicio') };
}

describe('DateInput', () => {
  it('reads a date typed on a Spanish page day first and hands the form ISO', async () => {
    const { user, input } = await setup('es');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await user.type(input, '03-04-2027');
    expect(screen.getByTestId('form-value')).toHaveTextContent('2027-04-03');
    await user.tab();
    expect(input).toHaveValue('03/04/2027');
  });

  it('reads month first on an English page and shows a stored date that way', async () => {
    const { user, input } = await setup('en', '1999-12-31');
    expect(input).toHaveValue('12/31/1999');
    await user.clear(input);
    await user.type(input, '03-04-2027');
    expect(screen.getByTestId('form-value')).toHaveTextContent('2027-03-04');
  });

  it('hands the text as typed when it is no real date, and the empty value when cleared', async () => {
    const { user, input, seen } = await setup('es');
    await user.type(input, '31/02/2027');
    expect(seen.at(-1)).toBe('31/02/2027');
    await user.clear(input);
    expect(seen.at(-1)).toBeNull();
  });

  it('picks a day from the calendar with the keyboard', async () => {
    const { user, input } = await setup('es', '2026-11-23');
    await user.click(screen.getByRole('button', { name: 'Elegir en el calendario' }));
    const grid = screen.getByRole('grid');
    const day = grid.querySelector<HTMLButtonElement>('button[data-day="2026-11-23"]');
    day?.focus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(screen.getByTestId('form-value')).toHaveTextContent('2026-12-01');
    expect(input).toHaveValue('01/12/2026');
    expect(screen.queryByRole('grid')).toBeNull();
  });
});
