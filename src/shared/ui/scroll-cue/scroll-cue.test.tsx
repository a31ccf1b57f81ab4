import { fireEvent, render, screen } from '@testing-library/react';
import { ScrollCue, useScrollEdges } from '.';

function Row() {
  const { ref, edges } = useScrollEdges<HTMLUListElement>();
  return (
    <ScrollCue edges={edges} data-testid="frame">
      <ul ref={ref} aria-label="Secciones">
        <li>Grupos</li>
        <li>Cuadro</li>
      </ul>
    </ScrollCue>
  );
}

// jsdom lays nothing out, so the row's sizes are set by hand: 300 px of tabs in a 100 px window.
function size(list: HTMLElement, scrollLeft: number) {
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 300 });
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: 100 });
  list.scrollLeft = scrollLeft;
  fireEvent.scroll(list);
}

describe('ScrollCue', () => {
  it('marks the side that has more to scroll to, as the row scrolls', () => {
    render(<Row />);
    const frame = screen.getByTestId('frame');
    const list = screen.getByRole('list', { name: 'Secciones' });
    expect(frame).not.toHaveAttribute('data-scroll-end');

    size(list, 0);
    expect(frame).toHaveAttribute('data-scroll-end', 'true');
    expect(frame).not.toHaveAttribute('data-scroll-start');

    size(list, 100);
    expect(frame).toHaveAttribute('data-scroll-start', 'true');
    expect(frame).toHaveAttribute('data-scroll-end', 'true');

    size(list, 200);
    expect(frame).toHaveAttribute('data-scroll-start', 'true');
    expect(frame).not.toHaveAttribute('data-scroll-end');
  });
});
