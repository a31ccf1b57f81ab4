import { afterEach, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@/shared/i18n';
import { Toaster, toast } from '@/shared/ui/toaster';
import { EmbedButton } from './embed-button';

async function open() {
  const i18n = await initI18n('es');
  await i18n.loadNamespaces(['embed', 'common']);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/torneos/4/fases/9/grupos']}>
        <EmbedButton route="embed-groups" params={{ validId: 4, phaseId: 9 }} title="Copa · Grupos" groups={[{ id: 21, name: 'Grupo A' }, { id: 22, name: 'Grupo B' }]} />
        <Toaster />
      </MemoryRouter>
    </I18nextProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Insertar' }));
  return screen.findByRole('dialog', { name: 'Insertar en tu sitio web' });
}

const code = () => (screen.getByLabelText('Código para insertar') as HTMLTextAreaElement).value;

describe('the Embed dialog', () => {
  afterEach(() => {
    act(() => toast.dismiss());
    vi.unstubAllGlobals();
  });

  it('writes the frame code for the chosen language, theme, group and size, and previews that address', async () => {
    const dialog = await open();
    const origin = window.location.origin;
    expect(code()).toBe(`<iframe src="${origin}/insertar/torneos/4/fases/9/grupos" title="Copa · Grupos · Torneos" width="100%" height="600" style="border:0;max-width:100%" loading="lazy"></iframe>`);
    await userEvent.selectOptions(within(dialog).getByLabelText('Idioma'), 'en');
    await userEvent.selectOptions(within(dialog).getByLabelText('Tema'), 'dark');
    await userEvent.selectOptions(within(dialog).getByLabelText('Grupo'), '22');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Tamaño compacto' }));
    await userEvent.type(within(dialog).getByLabelText('Ancho'), '50');
    await userEvent.clear(within(dialog).getByLabelText('Alto (píxeles)'));
    await userEvent.type(within(dialog).getByLabelText('Alto (píxeles)'), '450');
    await userEvent.tab();
    const src = `${origin}/en/embed/tournaments/4/phases/9/groups?theme=dark&amp;size=compact&amp;group=22`;
    // A width below what an embed can be read at is raised to the least one.
    expect(code()).toBe(`<iframe src="${src}" title="Copa · Grupos · Torneos" width="240" height="450" style="border:0;max-width:100%" loading="lazy"></iframe>`);
    expect(within(dialog).getByTitle('Copa · Grupos · Torneos').getAttribute('src')).toBe(`${origin}/en/embed/tournaments/4/phases/9/groups?theme=dark&size=compact&group=22`);
  });

  it('copies the code and says so, or says to copy it by hand when the browser refuses', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith(code());
    await waitFor(() => expect(screen.getByText('Código copiado')).toBeTruthy());
    writeText.mockImplementationOnce(() => Promise.reject(new Error('denied')));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copiar código' }));
    await waitFor(() => expect(screen.getByText('No se pudo copiar: selecciona el código y cópialo a mano.')).toBeTruthy());
  });
});
