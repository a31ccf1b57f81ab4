import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { recordMatchResult, SPORT, type Match, type MatchResult, type MatchRules } from '@domain/engine';
import { ApiRequestError } from '@/shared/api';
import { initI18n } from '@/shared/i18n';
import { EnterResultForm } from './enter-result-form';

const match: Match = { id: 'm1', round: 1, position: 1, home: 1, away: 2, result: null };

async function renderForm(rules: MatchRules, onSubmit: (result: MatchResult) => Promise<void>, lng: 'es' | 'en' = 'en') {
  const i18n = await initI18n(lng);
  await i18n.loadNamespaces('enter-result');
  render(
    <I18nextProvider i18n={i18n}>
      <EnterResultForm match={match} rules={rules} homeName="Ana" awayName="Bea" onSubmit={onSubmit} />
    </I18nextProvider>,
  );
  return userEvent.setup();
}

const field = (row: string, side: string) => screen.getByRole('textbox', { name: `${row}, ${side}` });
const tableTennis: MatchRules = { sportId: SPORT.tableTennis, knockout: false };

describe('EnterResultForm', () => {
  it('sends the engine-shaped table-tennis result', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = await renderForm(tableTennis, onSubmit);
    expect(screen.getAllByRole('group')).toHaveLength(5);
    for (const [n, home, away] of [[1, '11', '7'], [2, '9', '11'], [3, '13', '11'], [4, '11', '2']] as const) {
      await user.type(field(`Game ${n}`, 'Ana'), home);
      await user.type(field(`Game ${n}`, 'Bea'), away);
    }
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    expect(onSubmit).toHaveBeenCalledWith({
      periods: [{ home: 11, away: 7 }, { home: 9, away: 11 }, { home: 13, away: 11 }, { home: 11, away: 2 }],
    });
    expect(await screen.findByText('Result saved')).toBeInTheDocument();
  });

  it('shows the engine refusal for an unfinished game and sends nothing', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = await renderForm(tableTennis, onSubmit, 'es');
    await user.type(field('Set 1', 'Ana'), '11');
    await user.type(field('Set 1', 'Bea'), '10');
    await user.click(screen.getByRole('button', { name: 'Guardar resultado' }));
    const refusal = recordMatchResult(match, { periods: [{ home: 11, away: 10 }] }, tableTennis);
    if (refusal.ok) throw new Error('11–10 must be refused');
    expect(screen.getByRole('alert')).toHaveTextContent(refusal.message.es);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names the refused game, marks its fields and moves the focus to it', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = await renderForm(tableTennis, onSubmit, 'es');
    for (const [n, home, away] of [[1, '11', '5'], [2, '11', '10'], [3, '11', '5']] as const) {
      await user.type(field(`Set ${n}`, 'Ana'), home);
      await user.type(field(`Set ${n}`, 'Bea'), away);
    }
    await user.click(screen.getByRole('button', { name: 'Guardar resultado' }));
    const refusal = recordMatchResult(match, { periods: [{ home: 11, away: 10 }] }, tableTennis);
    if (refusal.ok) throw new Error('11–10 must be refused');
    expect(screen.getByRole('alert')).toHaveTextContent(`Set 2: ${refusal.message.es}`);
    expect(field('Set 2', 'Ana')).toHaveFocus();
    for (const side of ['Ana', 'Bea']) {
      expect(field('Set 2', side)).toHaveAttribute('aria-invalid', 'true');
      expect(field('Set 2', side)).toHaveAccessibleDescription(`Set 2: ${refusal.message.es}`);
      expect(field('Set 1', side)).not.toHaveAttribute('aria-invalid');
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('marks the row a half-typed score is missing from', async () => {
    const user = await renderForm(tableTennis, vi.fn(() => Promise.resolve()));
    await user.type(field('Game 1', 'Ana'), '11');
    await user.type(field('Game 1', 'Bea'), '5');
    await user.type(field('Game 2', 'Ana'), '11');
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Game 2: Fill in both sides');
    expect(field('Game 2', 'Ana')).toHaveFocus();
    expect(field('Game 2', 'Bea')).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks the game a server refusal names through its field, counting only the games typed', async () => {
    const refusal = new ApiRequestError({ status: 422, code: 'REFUSED', message: 'A game ends when…', fields: [{ field: 'body.result.periods.1', message: 'A game ends when…' }] });
    const onSubmit = vi.fn(() => Promise.reject(refusal));
    const user = await renderForm(tableTennis, onSubmit);
    // Game 2 left blank: the second game sent is the form's third row.
    for (const [n, home, away] of [[1, '11', '5'], [3, '11', '5'], [4, '11', '5']] as const) {
      await user.type(field(`Game ${n}`, 'Ana'), home);
      await user.type(field(`Game ${n}`, 'Bea'), away);
    }
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Game 3: A game ends when…'));
    expect(field('Game 3', 'Ana')).toHaveFocus();
    expect(field('Game 3', 'Bea')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Game 2', 'Ana')).not.toHaveAttribute('aria-invalid');
  });

  it('writes each side’s name whole over its column', async () => {
    const i18n = await initI18n('en');
    await i18n.loadNamespaces('enter-result');
    render(
      <I18nextProvider i18n={i18n}>
        <EnterResultForm match={match} rules={tableTennis} homeName="Tomás Hernández Villanueva" awayName="Bea" onSubmit={vi.fn(() => Promise.resolve())} />
      </I18nextProvider>,
    );
    const sides = screen.getByTestId('score-sides');
    expect(sides).toHaveTextContent('Tomás Hernández Villanueva');
    expect(sides.querySelector('.truncate')).toBeNull();
  });

  it('works by keyboard alone: tab between fields and Enter submits', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = await renderForm(tableTennis, onSubmit);
    await user.tab();
    expect(field('Game 1', 'Ana')).toHaveFocus();
    await user.keyboard('11');
    await user.tab();
    await user.keyboard('3');
    await user.tab();
    await user.keyboard('11');
    await user.tab();
    await user.keyboard('4');
    await user.tab();
    await user.keyboard('11');
    await user.tab();
    await user.keyboard('5{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ periods: [{ home: 11, away: 3 }, { home: 11, away: 4 }, { home: 11, away: 5 }] });
  });

  it('disables saving while the request runs and shows a server refusal in place', async () => {
    let reject: (error: Error) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((_, fail) => { reject = fail; }));
    const user = await renderForm(tableTennis, onSubmit);
    await user.click(screen.getByRole('combobox'));
    await user.selectOptions(screen.getByRole('combobox'), 'away');
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    expect(onSubmit).toHaveBeenCalledWith({ periods: [], forfeitedBy: 'away' });
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    reject(new Error('The match changed meanwhile'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The match changed meanwhile'));
    expect(screen.getByRole('button', { name: 'Save result' })).toBeEnabled();
  });

  it('offers extra time and penalties in soccer knockouts only', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = await renderForm({ sportId: SPORT.soccer5, knockout: true }, onSubmit);
    await user.type(field('Half 1', 'Ana'), '1');
    await user.type(field('Half 1', 'Bea'), '0');
    await user.type(field('Half 2', 'Ana'), '0');
    await user.type(field('Half 2', 'Bea'), '1');
    await user.type(field('Extra time, half 1', 'Ana'), '0');
    await user.type(field('Extra time, half 1', 'Bea'), '0');
    await user.type(field('Extra time, half 2', 'Ana'), '1');
    await user.type(field('Extra time, half 2', 'Bea'), '1');
    await user.type(field('Penalties', 'Ana'), '4');
    await user.type(field('Penalties', 'Bea'), '3');
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    expect(onSubmit).toHaveBeenCalledWith({
      periods: [{ home: 1, away: 0 }, { home: 0, away: 1 }],
      overtime: [{ home: 0, away: 0 }, { home: 1, away: 1 }],
      penalties: { home: 4, away: 3 },
    });
    document.body.innerHTML = '';
    await renderForm({ sportId: SPORT.soccer, knockout: false }, onSubmit);
    expect(screen.queryByRole('group', { name: 'Penalties' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Extra time, half 1' })).not.toBeInTheDocument();
  });

  it('adds basketball overtime after four quarters', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = await renderForm({ sportId: SPORT.basketball, knockout: false }, onSubmit);
    for (const n of [1, 2, 3, 4]) {
      await user.type(field(`Quarter ${n}`, 'Ana'), '20');
      await user.type(field(`Quarter ${n}`, 'Bea'), '20');
    }
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    const draw = recordMatchResult(match, { periods: Array.from({ length: 4 }, () => ({ home: 20, away: 20 })) }, { sportId: SPORT.basketball, knockout: false });
    if (draw.ok) throw new Error('a basketball draw must be refused');
    expect(screen.getByRole('alert')).toHaveTextContent(draw.message.en);
    await user.click(screen.getByRole('button', { name: 'Add overtime' }));
    await user.type(field('Overtime 1', 'Ana'), '9');
    await user.type(field('Overtime 1', 'Bea'), '7');
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    expect(onSubmit).toHaveBeenCalledWith({
      periods: Array.from({ length: 4 }, () => ({ home: 20, away: 20 })),
      overtime: [{ home: 9, away: 7 }],
    });
  });
});
