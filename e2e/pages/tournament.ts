import { expect, type Locator, type Page } from '@playwright/test';

/** A tournament's page: header, status actions and the entries screen. */
export class TournamentScreen {
  readonly name: Locator;
  readonly badge: Locator;
  readonly actions: Locator;
  readonly typeahead: Locator;
  readonly entries: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByTestId('tournament-name');
    this.badge = page.locator('main header').getByTestId('status-badge');
    this.actions = page.getByTestId('valid-status-actions');
    this.typeahead = page.getByTestId('entry-typeahead');
    this.entries = page.getByTestId('entries-list').getByTestId('entry');
  }

  async openInscriptions(id: number, locale: 'es' | 'en' = 'es') {
    await this.page.goto(locale === 'es' ? `/torneos/${id}/inscripciones` : `/en/tournaments/${id}/inscriptions`);
    await expect(this.name).toBeVisible();
  }

  /** Picks the first suggestion for a text in the entry typeahead and waits for the list to grow. */
  async addFirstCandidate(text: string) {
    const before = await this.entries.count();
    const box = this.typeahead.getByRole('combobox');
    await box.fill(text);
    await expect(this.typeahead.getByRole('option').first()).toBeVisible();
    await box.press('Enter');
    await expect(this.entries).toHaveCount(before + 1);
  }
}
