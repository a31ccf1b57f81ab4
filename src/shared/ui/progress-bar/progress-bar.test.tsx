import { render, screen } from '@testing-library/react';
import { ProgressBar } from '.';

describe('ProgressBar', () => {
  it('is an indeterminate, named progress bar while active', () => {
    render(<ProgressBar active aria-label="Cargando la página" />);
    const bar = screen.getByRole('progressbar', { name: 'Cargando la página' });
    // No value: assistive technology reports it as busy with no percentage.
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('data-slot', 'progress-bar');
  });

  it('renders nothing while inactive and names itself in Spanish by default', () => {
    const { rerender } = render(<ProgressBar />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<ProgressBar active />);
    expect(screen.getByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
  });
});
