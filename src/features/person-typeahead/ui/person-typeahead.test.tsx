import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { PersonSummary } from '@domain/contract';
import { PersonTypeahead } from './person-typeahead';

const person = (id: number, firstName: string, lastName: string): PersonSummary => ({ id, modalityId: 1, firstName, lastName, avatar: null, sportId: 1 });
const PEOPLE = [person(1, 'Sofía', 'Núñez'), person(2, 'Mateo', 'Nuñez Paz'), person(3, 'Nora', 'Navas')];

async function setup(exclude: number[] = []) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
    return new Response(JSON.stringify({ data: q === 'zz' ? [] : PEOPLE }), { status: 200 });
  });
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { 'person-typeahead': { none: 'Nadie empieza por «{{text}}».' } } } });
  const onSelect = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <PersonTypeahead label="Buscar un jugador" modalityId={1} exclude={exclude} onSelect={onSelect} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSelect, calls, box: screen.getByRole('combobox', { name: 'Buscar un jugador' }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PersonTypeahead', () => {
  it('suggests people as one types and picks with the arrow keys and Enter', async () => {
    const { user, onSelect, calls, box } = await setup();
    await user.type(box, 'nu');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Sofía Núñez', 'Mateo Nuñez Paz', 'Nora Navas']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(calls.at(-1)).toContain('/api/person/typeahead?q=nu&modalityId=1');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(PEOPLE[1]);
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves out people already chosen, and says when nobody matches', async () => {
    const { user, box } = await setup([1]);
    await user.type(box, 'n');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Mateo Nuñez Paz', 'Nora Navas']));
    await user.clear(box);
    await user.type(box, 'zz');
    expect(await screen.findByRole('status')).toHaveTextContent('Nadie empieza por «zz».');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});
