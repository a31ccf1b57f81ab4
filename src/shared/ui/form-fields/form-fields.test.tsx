import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '@/shared/i18n';
import { Form } from '@/shared/ui/form';
import { TextField } from './form-fields';

function NameForm() {
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  return (
    <Form {...form}>
      <form>
        <TextField control={form.control} name="name" label="Nombre" maxChars={12} />
      </form>
    </Form>
  );
}

describe('TextField with a limit', () => {
  it('counts as one types and takes no more than the limit', async () => {
    render(<NameForm />);
    const box = screen.getByLabelText('Nombre');
    expect(screen.getByTestId('char-count')).toHaveTextContent('0/12');
    await userEvent.type(box, 'Copa de Otoño 2027');
    expect(box).toHaveValue('Copa de Otoñ');
    expect(screen.getByTestId('char-count')).toHaveTextContent('12/12');
  });
});

describe('TextField’s count read aloud', () => {
  it('says politely what is left once typing pauses, and nothing before the field is typed in', async () => {
    const i18n = await initI18n('es');
    await i18n.loadNamespaces(['common', 'validation']);
    render(
      <I18nextProvider i18n={i18n}>
        <NameForm />
      </I18nextProvider>,
    );
    const spoken = await screen.findByTestId('char-count-spoken');
    expect(spoken).toHaveAttribute('aria-live', 'polite');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(spoken).toBeEmptyDOMElement();
    await userEvent.type(screen.getByLabelText('Nombre'), 'Copa 2027');
    await waitFor(() => expect(spoken).toHaveTextContent('Quedan 3 caracteres de 12'));
    await userEvent.type(screen.getByLabelText('Nombre'), '!!!');
    await waitFor(() => expect(spoken).toHaveTextContent('Llegaste al límite de 12 caracteres'));
  });
});
