import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { PersonSummary } from '@domain/contract';
import { PersonTypeahead } from './person-typeahead';

const person = (id: number, firstName: string, lastName: string): PersonSummary => ({ id, modalityId: 1, firstName, lastName, avatar: null, sportId: 1 });
const PEOPLE = [person(1, 'Sofía', 'Núñez'), person(2, 'Mateo', 'Nuñez Paz'), person(3, 'Nora', 'Navas')];

async function setup(exclude: number[] = [], chosenNames: string[] = []) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
    // Nobody starts with "z" but those already chosen, whom the server leaves out.
    return new Response(JSON.stringify({ data: q.startsWith('z') ? [] : PEOPLE }), { status: 200 });
  });
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { 'person-typeahead': { none: 'Nadie empieza por «{{text}}».', alreadyChosen_one: '{{names}} ya está en la lista.', alreadyChosen_other: '{{names}} ya están en la lista.' } } } });
  const onSelect = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <PersonTypeahead label="Buscar un jugador" modalityId={1} exclude={exclude} chosenNames={chosenNames} onSelect={onSelect} />
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

  it('says a typed person is already on the list instead of finding nobody', async () => {
    const { user, box } = await setup([9, 10], ['Zoe Zamora', 'Álvaro Zúñiga']);
    await user.type(box, 'zam');
    expect(await screen.findByRole('status')).toHaveTextContent('Zoe Zamora ya está en la lista.');
    await user.clear(box);
    await user.type(box, 'zu');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Álvaro Zúñiga ya está en la lista.'));
    await user.clear(box);
    await user.type(box, 'zz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nadie empieza por «zz».'));
  });
});
