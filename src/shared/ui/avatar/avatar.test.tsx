import { render, screen } from '@testing-library/react';
import { Avatar, AvatarFallback, AvatarImage } from '.';

describe('Avatar', () => {
  it('shows the fallback while the picture has not loaded', () => {
    render(
      <Avatar>
        <AvatarImage src="/players/ana.webp" alt="Ana Pérez" />
        <AvatarFallback>AP</AvatarFallback>
      </Avatar>,
    );
    expect(screen.getByText('AP')).toHaveAttribute('data-slot', 'avatar-fallback');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
