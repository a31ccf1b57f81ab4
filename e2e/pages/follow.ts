import { expect, type Locator, type Page } from '@playwright/test';
import { appText } from './screen';

type Locale = 'es' | 'en';

/** The follow star on a page, the welcome page's "Following" section and the player page's play sections. */
export class FollowScreen {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {}

  private path(es: string, en: string) {
    return this.locale === 'es' ? es : `/en${en}`;
  }

  star(name: string): Locator {
    return this.page.getByRole('button', { name: appText(this.locale, 'follow', 'followLabel', { name }) });
  }

  async openPlayer(personId: number) {
    await this.page.goto(this.path(`/jugadores/${personId}`, `/players/${personId}`));
    await expect(this.page.locator('[data-route-id="players-detail"]')).toBeVisible();
  }

  /** Presses the star and waits until it says it is pressed. */
  async follow(name: string) {
    const star = this.star(name);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  }

  async openWelcome() {
    await this.page.goto(this.path('/bienvenido', '/welcome'));
    await expect(this.page.getByTestId('following')).toBeVisible();
  }

  /** A match line of the welcome page's next matches or results. */
  feedMatch(list: 'upcoming' | 'results', matchId: number): Locator {
    return this.page.getByTestId(`following-${list}`).locator(`[data-match-id="${matchId}"]`);
  }

  podiums(): Locator {
    return this.page.getByTestId('person-podiums').getByRole('listitem');
  }

  /** Picks an opponent in the head-to-head typeahead by typing the start of their name. */
  async chooseOpponent(name: string) {
    const box = this.page.getByRole('combobox', { name: appText(this.locale, 'people', 'play.versusPick') });
    await box.fill(name.split(' ')[0] ?? name);
    await this.page.getByRole('option', { name, exact: true }).first().click();
    return this.page.getByTestId('person-versus-result');
  }
}
