import { render, screen } from '@testing-library/react';
import { EmptyState } from '.';
import { Button } from '../button';

describe('EmptyState', () => {
  it('shows the title, description and the action the page gives it', () => {
    render(
      <EmptyState
        title="Todavía no hay torneos"
        description="Cuando la comunidad publique uno, aparecerá aquí."
        action={<Button>Crear torneo</Button>}
      />,
    );
    expect(screen.getByText('Todavía no hay torneos')).toBeInTheDocument();
    expect(screen.getByText('Cuando la comunidad publique uno, aparecerá aquí.')).toHaveClass(
      'text-muted-foreground',
    );
    expect(screen.getByRole('button', { name: 'Crear torneo' })).toBeInTheDocument();
  });

  it('keeps its icon away from assistive technology and leaves out missing parts', () => {
    const { container } = render(<EmptyState title="Sin resultados" />);
    expect(container.querySelector('[data-slot="empty-state-icon"]')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('[data-slot="empty-state-description"]')).toBeNull();
    expect(container.querySelector('[data-slot="empty-state-action"]')).toBeNull();
  });
});
