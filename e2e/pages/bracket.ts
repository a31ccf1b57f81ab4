import { expect, type Locator, type Page } from '@playwright/test';

/** A phase's bracket: the zoomable tree on wide screens, one round at a time on phones. */
export class BracketScreen {
  readonly tree: Locator;
  readonly viewport: Locator;
  readonly rounds: Locator;

  constructor(readonly page: Page) {
    this.tree = page.getByTestId('bracket-tree');
    this.viewport = page.getByTestId('bracket-viewport');
    this.rounds = page.getByTestId('bracket-rounds');
  }

  /** Match cards of one round in the tree (`r1p…` is the first round). */
  treeRound(round: number): Locator {
    return this.tree.locator(`[data-match^="r${round}p"]`);
  }

  roundCards(): Locator {
    return this.rounds.locator('[data-match]');
  }

  async scroll(): Promise<{ left: number; top: number }> {
    return this.viewport.evaluate((element) => ({ left: element.scrollLeft, top: element.scrollTop }));
  }

  /** Drags the tree with the mouse from the middle of the scroll area by (dx, dy). */
  async drag(dx: number, dy: number) {
    const box = await this.viewport.boundingBox();
    if (!box) throw new Error('the bracket is not on screen');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
    await this.page.mouse.move(x + dx, y + dy, { steps: 4 });
    await this.page.mouse.up();
  }

  /** A horizontal swipe across the phone view's list of matches. */
  async swipe(dx: number) {
    const card = this.roundCards().first();
    await card.scrollIntoViewIfNeeded();
    const box = await card.boundingBox();
    if (!box) throw new Error('the round is not on screen');
    const x = box.x + box.width / 2 - dx / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx, y + 4, { steps: 5 });
    await this.page.mouse.up();
  }

  async expectRound(round: number) {
    await expect(this.rounds.locator('ul[data-round]')).toHaveAttribute('data-round', String(round));
  }
}
