import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
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
