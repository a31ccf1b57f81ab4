import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { SEQUENCE_IDS } from '@domain/catalog';
import type { TeamSheet } from '@domain/contract';
import { SPORT, type Match, type MatchRules } from '@domain/engine';
import { matchQueries } from '@/entities/match';
import { initI18n } from '@/shared/i18n';
import { TeamEncounterForm } from './team-encounter-form';

const match: Match = { id: 'm1', round: 1, position: 1, home: 1, away: 2, result: null };
const rules: MatchRules = { sportId: SPORT.tableTennis, knockout: false, scoring: { rubbersToWin: 3, periodsToWin: 3, maxPeriods: 5 } };
// World team cup order: A–X, B–Y, C–Z, A–Y, B–X; the line-up saved before the encounter.
const sheet: TeamSheet = {
  matchId: 7,
  sequenceId: SEQUENCE_IDS.worldTeam,
  rubbersToWin: 3,
  rosters: {
    home: [{ personId: 1, name: 'Ana' }, { personId: 2, name: 'Bea' }, { personId: 3, name: 'Cleo' }],
    away: [{ personId: 4, name: 'Xime' }, { personId: 5, name: 'Yara' }, { personId: 6, name: 'Zoe' }],
  },
  lineup: { home: { singles: [1, 2, 3], doubles: [] }, away: { singles: [4, 5, 6], doubles: [] } },
};

async function renderForm() {
  const i18n = await initI18n('en');
  await i18n.loadNamespaces('enter-result');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(matchQueries.sheet(sheet.matchId).queryKey, sheet);
  const onSubmit = vi.fn(() => Promise.resolve());
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <TeamEncounterForm matchId={sheet.matchId} match={match} rules={rules} sequenceId={SEQUENCE_IDS.worldTeam} homeName="Norte" awayName="Sur" onSubmit={onSubmit} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSubmit };
}

const game = (n: number) => within(screen.getByTestId(`encounter-game-${n}`));
const field = (n: number, row: number, side: 'Norte' | 'Sur') => game(n).getByRole('textbox', { name: `Game ${row}, ${side}` });

async function typeGames(user: ReturnType<typeof userEvent.setup>, n: number, scores: Array<[string, string]>) {
  for (const [index, [home, away]] of scores.entries()) {
    if (home) await user.type(field(n, index + 1, 'Norte'), home);
    if (away) await user.type(field(n, index + 1, 'Sur'), away);
  }
}

describe('TeamEncounterForm', () => {
  it('names the individual match and the game of a refused score, marks both its fields and puts the cursor there', async () => {
    const { user, onSubmit } = await renderForm();
    await typeGames(user, 1, [['11', '5'], ['11', '7'], ['11', '10']]);
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Match 1 · A–X · Game 3: /);
    for (const side of ['Norte', 'Sur'] as const) expect(field(1, 3, side)).toHaveAttribute('aria-invalid', 'true');
    expect(field(1, 2, 'Norte')).not.toHaveAttribute('aria-invalid');
    expect(field(1, 3, 'Norte')).toHaveFocus();
    // Said beside the game the cursor went to, not at the foot of a long form, and read out with the field.
    expect(within(screen.getByTestId('encounter-game-1')).getByRole('alert')).toHaveTextContent(/^Match 1 · A–X · Game 3: /);
    expect(field(1, 3, 'Norte')).toHaveAccessibleDescription(/^Match 1 · A–X · Game 3: /);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names a game typed on one side only', async () => {
    const { user, onSubmit } = await renderForm();
    await typeGames(user, 1, [['11', '5'], ['11', '7'], ['11', '9']]);
    await typeGames(user, 2, [['11', '']]);
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Match 2 · B–Y · Game 1: Fill in both sides of every row with a score.');
    expect(field(2, 1, 'Sur')).toHaveAttribute('aria-invalid', 'true');
    expect(field(2, 1, 'Norte')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an encounter left open names the match to enter next and puts the cursor on its first empty game', async () => {
    const { user, onSubmit } = await renderForm();
    await typeGames(user, 1, [['11', '5'], ['11', '7'], ['11', '9']]);
    await typeGames(user, 2, [['5', '11'], ['11', '9']]);
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Match 2 · B–Y · Game 3: The encounter is not decided yet/);
    expect(field(2, 3, 'Norte')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
