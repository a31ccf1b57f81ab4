import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NOTIFICATIONS } from '@domain/catalog';
import { Toaster, toast } from '.';

function toastTitles() {
  return within(screen.getByRole('region', { name: 'Notificaciones' }))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
}

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<Toaster />);
  });

  afterEach(() => {
    act(() => toast.dismiss());
    vi.useRealTimers();
  });

  it('shows at most three toasts, newest first, dropping the oldest', () => {
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) toast({ title: `Aviso ${n}` });
    });
    expect(NOTIFICATIONS.maxVisible).toBe(3);
    expect(toastTitles()).toEqual(['Aviso 5', 'Aviso 4', 'Aviso 3']);
  });

  it('hides a toast after 5000 ms by default, or after its own duration', () => {
    act(() => {
      toast.success('Inscripción guardada');
      toast({ title: 'Sin conexión', duration: Infinity });
    });
    act(() => vi.advanceTimersByTime(NOTIFICATIONS.autoHideMs - 1));
    expect(screen.getByText('Inscripción guardada')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Inscripción guardada')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(toastTitles()).toEqual(['Sin conexión']);
  });

  it('announces news politely and errors as alerts', () => {
    act(() => {
      toast.success('Partido guardado', { description: 'El marcador ya es público' });
      toast.error('No se pudo guardar');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Partido guardadoEl marcador ya es público');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo guardar');
    expect(screen.getByRole('alert').closest('li')).toHaveAttribute('data-variant', 'error');
  });

  it('closes with its close button', () => {
    act(() => {
      toast({ title: 'Primero' });
      toast({ title: 'Segundo' });
    });
    const [newest] = screen.getAllByRole('button', { name: 'Cerrar' });
    fireEvent.click(newest!);
    expect(toastTitles()).toEqual(['Primero']);
  });

  it('waits while focus is inside the toast and resumes with the time that was left', () => {
    act(() => {
      toast({ title: 'Resultado enviado' });
    });
    act(() => vi.advanceTimersByTime(2000));
    const close = screen.getByRole('button', { name: 'Cerrar' });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Resultado enviado')).toBeInTheDocument();

    act(() => close.blur());
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Resultado enviado')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Resultado enviado')).not.toBeInTheDocument();
  });
});
