import { expect, type Locator, type Page } from '@playwright/test';

type Locale = 'es' | 'en';
const SECTIONS = {
  participants: { es: 'participantes', en: 'participants' },
  draws: { es: 'sorteos', en: 'draws' },
  groups: { es: 'grupos', en: 'groups' },
  brackets: { es: 'llaves', en: 'brackets' },
  matches: { es: 'juegos', en: 'matches' },
  results: { es: 'resultados', en: 'results' },
} as const;

/** A phase's page: its draw, matches with result entry, and group standings. */
export class PhaseScreen {
  readonly drawForm: Locator;
  readonly drawSummary: Locator;
  readonly matches: Locator;
  readonly groups: Locator;
  /** The owner's status buttons in the page header (start, finish…). */
  readonly statusActions: Locator;

  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {
    this.drawForm = page.getByTestId('draw-form');
    this.drawSummary = page.getByTestId('draw-summary');
    this.matches = page.getByTestId('match-card');
    this.groups = page.getByTestId('phase-group');
    this.statusActions = page.getByTestId('phase-status-actions');
  }

  /** The participants tab's list, one item per entry. */
  get entries(): Locator {
    return this.page.getByTestId('phase-entries').locator('li');
  }

  async open(validId: number, phaseId: number, section: keyof typeof SECTIONS) {
    const slug = SECTIONS[section][this.locale];
    await this.page.goto(this.locale === 'es' ? `/torneos/${validId}/fases/${phaseId}/${slug}` : `/en/tournaments/${validId}/phases/${phaseId}/${slug}`);
    await expect(this.page.getByTestId('phase-name')).toBeVisible();
  }

  /** The first match still to play, and its two sides as the card names them. */
  async firstPending() {
    const card = this.page.locator('[data-testid="match-card"][data-status="pending"]').first();
    await expect(card).toBeVisible();
    const code = (await card.getAttribute('data-match')) ?? '';
    const link = card.getByRole('link');
    // The entries' names arrive with their own read: wait until both sides are named.
    let sides: string[] = [];
    await expect
      .poll(async () => {
        sides = (await link.locator(':scope > span').allInnerTexts()).map((text) => text.trim());
        const named = (side: string | undefined) => side !== undefined && side !== '' && side !== 'To be decided' && side !== 'Por definir';
        return named(sides[0]) && named(sides[2]);
      })
      .toBe(true);
    return { card: this.page.locator(`[data-testid="match-card"][data-match="${code}"]`), home: sides[0] ?? '', away: sides[2] ?? '' };
  }

  /** The standings row of an entry: position, name, played, won, lost, match points… as the table shows them. */
  standingsRow(name: string, caption: RegExp): Locator {
    return this.groups.filter({ hasText: name }).getByRole('table', { name: caption }).getByRole('row').filter({ hasText: name });
  }

  /** The match card of two entries, whichever side each plays. */
  matchBetween(one: string, other: string): Locator {
    return this.matches.filter({ hasText: one }).filter({ hasText: other });
  }

  /**
   * Enters a result on the keyboard only: the card's button opens the dialog with the first score focused, Tab
   * walks home and away of each game, Enter saves. Resolves once the card shows the match played.
   */
  async enterResultByKeyboard(card: Locator, games: ReadonlyArray<readonly [number, number]>) {
    await card.getByTestId('enter-result').focus();
    await this.page.keyboard.press('Enter');
    const dialog = this.page.getByRole('dialog');
    await expect(dialog.getByRole('textbox').first()).toBeFocused();
    for (const [index, [home, away]] of games.entries()) {
      if (index > 0) await this.page.keyboard.press('Tab');
      await this.page.keyboard.type(String(home));
      await this.page.keyboard.press('Tab');
      await this.page.keyboard.type(String(away));
    }
    await this.page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(card).toHaveAttribute('data-status', 'played');
  }
}
