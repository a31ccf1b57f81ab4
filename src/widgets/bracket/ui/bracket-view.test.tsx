import { describe, expect, it } from 'vitest';
import { fireEvent, render, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createBracket, recordKnockoutResult, type Bracket, type Entry } from '@domain/engine';
import { initI18n } from '@/shared/i18n';
import type { EntryLookup } from '../lib/bracket-layout';
import { BracketView } from './bracket-view';

async function i18nFor(lng: 'es' | 'en') {
  const instance = await initI18n(lng);
  await instance.loadNamespaces('bracket');
  return instance;
}

function bracketOf(count: number, thirdPlace = false): { bracket: Bracket; entries: EntryLookup } {
  const list: Entry[] = Array.from({ length: count }, (_, index) => ({ id: index + 1, seed: index + 1 }));
  const outcome = createBracket(list, { seed: 7, thirdPlace });
  if (!outcome.ok) throw new Error(outcome.code);
  const entries = Object.fromEntries(list.map((entry) => [String(entry.id), { name: `Player ${entry.id}`, club: `Club ${entry.id}`, seed: entry.seed }]));
  return { bracket: outcome.value, entries };
}

async function renderBracket(count: number, lng: 'es' | 'en' = 'en', thirdPlace = false) {
  const { bracket, entries } = bracketOf(count, thirdPlace);
  const i18n = await i18nFor(lng);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <BracketView bracket={bracket} entries={entries} />
    </I18nextProvider>,
  );
  return { bracket, tree: within(view.getByTestId('bracket-tree')), rounds: within(view.getByTestId('bracket-rounds')) };
}

describe('BracketView', () => {
  it.each([
    [2, 1, 1, 0],
    [5, 3, 7, 3],
    [16, 4, 15, 0],
    [128, 7, 127, 0],
    [100, 7, 127, 28],
  ])('draws %i entries as %i rounds with %i matches and %i byes', async (count, rounds, matches, byes) => {
    const { tree } = await renderBracket(count);
    expect(tree.getAllByRole('heading', { level: 3 })).toHaveLength(rounds);
    expect(tree.getAllByRole('button', { name: /^Match/ })).toHaveLength(matches);
    expect(tree.queryAllByText('Bye')).toHaveLength(byes);
    // 128 entries render about two thousand nodes, slow on a busy test machine.
  }, 30_000);

  it('names rounds in the page language', async () => {
    const english = await renderBracket(16, 'en', true);
    expect(english.tree.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Round of 16', 'Quarterfinals', 'Semifinals', 'Final', 'Third place',
    ]);
    document.body.innerHTML = '';
    const spanish = await renderBracket(16, 'es', true);
    expect(spanish.tree.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Octavos', 'Cuartos', 'Semifinales', 'Final', 'Tercer lugar',
    ]);
  });

  it('highlights the path of a focused entry through the tree', async () => {
    const { bracket: drawn, entries } = bracketOf(4);
    const first = drawn.matches.find((match) => match.round === 1 && match.home !== null);
    if (!first) throw new Error('no first match');
    const decided = recordKnockoutResult(drawn, first.id, { periods: [{ home: 11, away: 3 }, { home: 11, away: 3 }, { home: 11, away: 3 }] }, { sportId: 1 });
    if (!decided.ok) throw new Error(decided.code);
    const i18n = await i18nFor('en');
    const view = render(<I18nextProvider i18n={i18n}><BracketView bracket={decided.value} entries={entries} /></I18nextProvider>);
    const tree = within(view.getByTestId('bracket-tree'));
    fireEvent.focus(tree.getAllByRole('button', { name: /^Match 1 · 1/ })[0]!);
    const inPath = view.getByTestId('bracket-tree').querySelectorAll('[data-in-path="true"]');
    expect(inPath).toHaveLength(2);
  });

  it('ends the tree with the champion: to be decided, then the final’s winner by name', async () => {
    const { bracket: drawn, entries } = bracketOf(4);
    const i18n = await i18nFor('en');
    const view = render(<I18nextProvider i18n={i18n}><BracketView bracket={drawn} entries={entries} /></I18nextProvider>);
    const champion = () => within(view.getByTestId('bracket-tree')).getByRole('group', { name: 'Champion' });
    expect(champion()).toHaveTextContent('To be decided');
    let decided = drawn;
    for (const id of ['r1p1', 'r1p2', 'r2p1']) {
      const next = recordKnockoutResult(decided, id, { periods: [{ home: 11, away: 3 }, { home: 11, away: 3 }, { home: 11, away: 3 }] }, { sportId: 1 });
      if (!next.ok) throw new Error(next.code);
      decided = next.value;
    }
    const winner = decided.matches.find((match) => match.id === 'r2p1')?.winner;
    if (winner === undefined || winner === null) throw new Error('the final has no winner');
    view.rerender(<I18nextProvider i18n={i18n}><BracketView bracket={decided} entries={entries} /></I18nextProvider>);
    expect(champion()).toHaveTextContent(`Champion${entries[String(winner)]?.name ?? ''}`);
    expect(champion()).not.toHaveTextContent('To be decided');
  });

  it('lets a phone switch between one round at a time and the tree', async () => {
    const { bracket, entries } = bracketOf(8);
    const i18n = await i18nFor('es');
    const view = render(<I18nextProvider i18n={i18n}><BracketView bracket={bracket} entries={entries} /></I18nextProvider>);
    const views = within(view.getByRole('group', { name: 'Vista de la llave' }));
    expect(views.getByRole('button', { name: 'Rondas' })).toHaveAttribute('aria-pressed', 'true');
    expect(view.getByTestId('bracket-tree')).toHaveClass('hidden');
    fireEvent.click(views.getByRole('button', { name: 'Árbol' }));
    expect(views.getByRole('button', { name: 'Árbol' })).toHaveAttribute('aria-pressed', 'true');
    expect(view.getByTestId('bracket-tree')).not.toHaveClass('hidden');
    expect(view.getByTestId('bracket-rounds')).toHaveClass('hidden');
  });

  it('shows one round at a time on phones with previous and next', async () => {
    const { rounds } = await renderBracket(8, 'en');
    expect(rounds.getByRole('heading', { name: 'Quarterfinals (1 of 3)' })).toBeInTheDocument();
    expect(rounds.getAllByRole('button', { name: /^Match/ })).toHaveLength(4);
    expect(rounds.getByRole('button', { name: 'Previous round' })).toBeDisabled();
    fireEvent.click(rounds.getByRole('button', { name: 'Next round' }));
    expect(rounds.getByRole('heading', { name: 'Semifinals (2 of 3)' })).toBeInTheDocument();
    expect(rounds.getAllByRole('button', { name: /^Match/ })).toHaveLength(2);
    fireEvent.click(rounds.getByRole('button', { name: 'Quarterfinals' }));
    expect(rounds.getByRole('heading', { name: 'Quarterfinals (1 of 3)' })).toBeInTheDocument();
    const list = rounds.getAllByRole('list').at(-1)!;
    fireEvent.pointerDown(list, { pointerId: 1, clientX: 300, clientY: 200 });
    fireEvent.pointerUp(list, { pointerId: 1, clientX: 100, clientY: 210 });
    expect(rounds.getByRole('heading', { name: 'Semifinals (2 of 3)' })).toBeInTheDocument();
    fireEvent.pointerDown(list, { pointerId: 2, clientX: 300, clientY: 200 });
    fireEvent.pointerUp(list, { pointerId: 2, clientX: 100, clientY: 210 });
    expect(rounds.getByRole('heading', { name: 'Final (3 of 3)' })).toBeInTheDocument();
  });
});
