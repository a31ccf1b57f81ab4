import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { computeStandings, SPORT, TIE_BREAK_PRESETS, type Match, type StandingsOptions } from '@domain/engine';
import { goals, played, ttResult } from '@domain/engine/testing/results.fixtures';
import { initI18n } from '@/shared/i18n';
import { GroupTable } from './group-table';

const entries = { 1: { name: 'Ana', club: 'Club Norte' }, 2: { name: 'Bea' }, 3: { name: 'Cris' }, 4: { name: 'Dani' } };
const tableTennis: StandingsOptions = { rules: { sportId: SPORT.tableTennis }, tieBreak: TIE_BREAK_PRESETS.ittf, seed: 11 };

async function show(matches: Match[], options: StandingsOptions, lng: 'es' | 'en' = 'en', onCellSelect?: (row: number | string, column: number | string) => void) {
  const i18n = await initI18n(lng);
  await i18n.loadNamespaces('group-table');
  const standings = computeStandings([1, 2, 3, 4], matches, options);
  render(
    <I18nextProvider i18n={i18n}>
      <GroupTable name="Group A" entries={entries} standings={standings} matches={matches} options={options} {...(onCellSelect ? { onCellSelect } : {})} />
    </I18nextProvider>,
  );
}

const rowsOf = (caption: RegExp) => within(screen.getByRole('table', { name: caption })).getAllByRole('row').slice(1);

describe('GroupTable', () => {
  // A beats B 3–0, B beats C 3–1, C beats A 3–2, everyone beats D: three entries level on points.
  const circle = [
    played(1, 2, ttResult(true, 0)),
    played(2, 3, ttResult(true, 1)),
    played(3, 1, ttResult(true, 2)),
    played(1, 4, ttResult(true)),
    played(2, 4, ttResult(true)),
    played(3, 4, ttResult(true)),
  ];

  it('ranks by the engine and shows games as the table-tennis ratio', async () => {
    await show(circle, tableTennis);
    const rows = rowsOf(/Group A standings/);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['AnaClub Norte', 'Cris', 'Bea', 'Dani']);
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '3', '2', '1', '5', '8:3', '5']);
    expect(screen.getByRole('columnheader', { name: 'Games' })).toBeInTheDocument();
  });

  it('fills the results cross-table from each row entry’s side', async () => {
    await show(circle, tableTennis);
    const ana = rowsOf(/Group A results/)[0]!;
    expect(within(ana).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['—', '2–3', '3–0', '3–0']);
  });

  it('gives the owner a button per pairing of the results grid, named by both entries and the score', async () => {
    const chosen = vi.fn();
    await show(circle, tableTennis, 'en', chosen);
    const ana = rowsOf(/Group A results/)[0]!;
    expect(within(ana).getAllByRole('button')).toHaveLength(3);
    fireEvent.click(within(ana).getByRole('button', { name: 'Result of Ana against Bea: 3–0' }));
    expect(chosen).toHaveBeenCalledWith(1, 2);
  });

  it('keeps the grid as plain text for visitors', async () => {
    await show(circle, tableTennis);
    expect(within(screen.getByRole('table', { name: /Group A results/ })).queryAllByRole('button')).toHaveLength(0);
  });

  it('explains which criterion separated each tie', async () => {
    await show(circle, tableTennis);
    expect(screen.getByText('Ana finished ahead of Cris on game ratio (among the tied entries).')).toBeInTheDocument();
    expect(screen.getByText('Cris finished ahead of Bea on game ratio (among the tied entries).')).toBeInTheDocument();
  });

  it('shows a lot draw as such, in Spanish', async () => {
    const even = [
      played(1, 2, ttResult(true)),
      played(2, 3, ttResult(true)),
      played(3, 1, ttResult(true)),
      played(1, 4, ttResult(true)),
      played(2, 4, ttResult(true)),
      played(3, 4, ttResult(true)),
    ];
    await show(even, tableTennis, 'es');
    expect(screen.getAllByText(/por sorteo: ningún criterio los separó/)).toHaveLength(2);
  });

  it('uses goals and draws for soccer', async () => {
    const soccer: StandingsOptions = { rules: { sportId: SPORT.soccer }, tieBreak: TIE_BREAK_PRESETS.uefa, seed: 3 };
    await show([played(1, 2, goals(2, 0)), played(3, 4, goals(1, 1))], soccer);
    expect(screen.getByRole('columnheader', { name: 'Goals' })).toBeInTheDocument();
    const first = rowsOf(/Group A standings/)[0]!;
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '1', '1', '0', '0', '3', '2:0', '2']);
  });
});
