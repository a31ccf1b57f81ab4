import { expect, type Locator, type Page } from '@playwright/test';

type Locale = 'es' | 'en';

/** A match's own page: its scoreboard, the owner's result dialog and the result history. */
export class MatchScreen {
  readonly scoreboard: Locator;
  readonly dialog: Locator;
  readonly history: Locator;
  readonly historyEntries: Locator;
  readonly reasonError: Locator;

  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {
    this.scoreboard = page.getByTestId('match-scoreboard');
    this.dialog = page.getByRole('dialog');
    this.history = page.getByTestId('result-history');
    this.historyEntries = page.getByTestId('result-history-entry');
    this.reasonError = page.getByTestId('result-reason-error');
  }

  async open(matchId: number) {
    await this.page.goto(this.locale === 'es' ? `/juegos/${matchId}` : `/en/matches/${matchId}`);
    await expect(this.page.getByTestId('match-title')).toBeVisible();
  }

  /** Opens the result dialog and types each game's home and away score, with a reason when given. */
  async fillResult(games: ReadonlyArray<readonly [number, number]>, reason?: string) {
    await this.page.getByTestId('enter-result').click();
    const fields = this.dialog.getByRole('textbox');
    await expect(fields.first()).toBeFocused();
    for (const [index, [home, away]] of games.entries()) {
      await fields.nth(index * 2).fill(String(home));
      await fields.nth(index * 2 + 1).fill(String(away));
    }
    if (reason !== undefined) await this.dialog.getByTestId('result-reason').fill(reason);
  }

  async save(label: string) {
    await this.dialog.getByRole('button', { name: label }).click();
  }
}
