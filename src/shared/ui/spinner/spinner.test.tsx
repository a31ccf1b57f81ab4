import { render, screen } from '@testing-library/react';
import { Spinner } from '.';

describe('Spinner', () => {
  it('is a named status when labelled', () => {
    render(<Spinner label="Cargando partidos" />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando partidos');
  });

  it('is decorative without a label', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
