import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '.';

describe('Button', () => {
  it('runs its action when enabled', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Guardar</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is disabled and busy while loading, and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Guardar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child element with asChild and keeps the spinner inside it', () => {
    render(
      <Button asChild variant="outline" loading>
        <a href="/torneos">Torneos</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Torneos' });
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link.querySelector('[data-slot="spinner"]')).not.toBeNull();
    expect(link.className).toContain('border-input');
  });

  it('merges caller classes over the variant ones', () => {
    render(<Button className="px-8">Ir</Button>);
    const button = screen.getByRole('button', { name: 'Ir' });
    expect(button.className).toContain('px-8');
    expect(button.className).not.toContain('px-4');
  });
});
