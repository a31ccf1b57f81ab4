import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { maxCharsMessage } from '@domain/contract/message-ref';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '.';
import { Input } from '../input';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'es',
  resources: {
    es: { validation: { required: 'Este campo es obligatorio', email: 'Escribe un correo válido', tooLong: 'Máximo {{max}} caracteres' } },
  },
  interpolation: { escapeValue: false },
});

const contactSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('required')),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.email('email')),
  // A message that names its limit: the key's text with the value filled in.
  club: v.pipe(v.string(), v.maxLength(3, maxCharsMessage(3))),
});
type Contact = v.InferOutput<typeof contactSchema>;

function ContactForm({ onSubmit }: { onSubmit: (values: Contact) => void }) {
  const form = useForm<Contact>({
    resolver: valibotResolver(contactSchema),
    defaultValues: { name: '', email: '', club: '' },
  });
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        {(['name', 'email', 'club'] as const).map((name) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{{ name: 'Nombre', email: 'Correo', club: 'Club' }[name]}</FormLabel>
                <FormControl>
                  <Input {...field} />
                </FormControl>
                {name === 'email' ? <FormDescription>Solo para avisos del torneo</FormDescription> : null}
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <button type="submit">Enviar</button>
      </form>
    </Form>
  );
}

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ContactForm onSubmit={onSubmit} />
    </I18nextProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('Form', () => {
  it('links label, control and description before anything is wrong', () => {
    renderForm();
    const email = screen.getByRole('textbox', { name: 'Correo' });
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(email).toHaveAccessibleDescription('Solo para avisos del torneo');
    expect(screen.getByRole('textbox', { name: 'Nombre' })).not.toHaveAttribute('aria-describedby');
  });

  it('shows translated errors on submit, marks the controls invalid and does not submit', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Correo' }), 'ana@');
    await user.type(screen.getByRole('textbox', { name: 'Club' }), 'CDMX1');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const name = screen.getByRole('textbox', { name: 'Nombre' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Este campo es obligatorio');
    const email = screen.getByRole('textbox', { name: 'Correo' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Solo para avisos del torneo Escribe un correo válido');
    expect(screen.getByText('Máximo 3 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Nombre')).toHaveAttribute('data-error', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the errors once the values are valid and submits them', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(2);

    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), ' Ana ');
    await user.type(screen.getByRole('textbox', { name: 'Correo' }), 'ana@club.mx');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(screen.queryByText('Este campo es obligatorio')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAttribute('aria-invalid', 'false');
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@club.mx', club: '' }, expect.anything());
  });
});
