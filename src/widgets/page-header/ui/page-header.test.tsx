import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

// An action whose code or texts are still on their way: it suspends until the promise settles.
const neverLoaded = new Promise<string>(() => undefined);
function LoadingAction() {
  return <button type="button">{use(neverLoaded)}</button>;
}

function Screen({ owner }: { owner: boolean }) {
  return (
    <Suspense fallback={<p>screen loading</p>}>
      <section data-testid="screen">
        <PageHeader title="Copa de Otoño" actions={owner ? <LoadingAction /> : null} />
        <p>standings</p>
      </section>
    </Suspense>
  );
}

describe('PageHeader', () => {
  it('keeps the page on screen while an action that appears later is still loading', async () => {
    const { rerender } = render(<Screen owner={false} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Copa de Otoño');
    // The visitor turns out to be the owner: the status buttons appear in an ordinary (urgent) update.
    await act(async () => rerender(<Screen owner />));
    expect(screen.queryByText('screen loading')).toBeNull();
    expect(screen.getByTestId('screen')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
