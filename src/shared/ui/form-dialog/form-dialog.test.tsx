import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { FormDialog } from '.';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'es',
  resources: { es: { common: { discard: { title: '¿Descartar los cambios?', description: 'Se perderá.', keep: 'Seguir editando', confirm: 'Descartar cambios' } } } },
  interpolation: { escapeValue: false },
});

function ClubForm() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <I18nextProvider i18n={i18n}>
      <FormDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setName('');
        }}
        trigger={<button type="button">Nuevo club</button>}
        title="Nuevo club"
        onSubmit={() => setOpen(false)}
        saving={false}
        dirty={name !== ''}
        labels={{ save: 'Guardar', cancel: 'Cancelar', close: 'Cerrar' }}
      >
        <label>
          Nombre
          <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
      </FormDialog>
    </I18nextProvider>
  );
}

async function openWith(text: string) {
  const user = userEvent.setup();
  render(<ClubForm />);
  await user.click(screen.getByRole('button', { name: 'Nuevo club' }));
  if (text) await user.type(screen.getByLabelText('Nombre'), text);
  return user;
}

describe('FormDialog', () => {
  it('closes at once with Esc when nothing was typed', async () => {
    const user = await openWith('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Nuevo club' })).toBeNull();
  });

  it('asks before Esc throws away what was typed, and keeps it when the user keeps editing', async () => {
    const user = await openWith('Club Halcones');
    await user.keyboard('{Escape}');
    const ask = screen.getByRole('alertdialog', { name: '¿Descartar los cambios?' });
    expect(ask).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Club Halcones');
  });

  it('asks on Cancel and on the close button too, and closes once the user discards', async () => {
    const user = await openWith('Club Halcones');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Seguir editando' }));
    await user.click(screen.getAllByRole('button', { name: 'Cerrar' })[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    expect(screen.queryByRole('dialog', { name: 'Nuevo club' })).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
