import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { validationMessage } from '@domain/contract';
import { fillPath, routeById, type Locale } from './route-table';
import { appText } from './screen';

/** The catalogue screens (communities, places, clubs, seasons, categories, people) in one language. */
export class CatalogScreens {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {}

  /** A text of the app; `validation` texts come from the contract, as the app loads them. */
  text(namespace: string, key: string, values: Record<string, string | number> = {}): string {
    if (namespace === 'validation') return validationMessage(key, this.locale);
    return appText(this.locale, namespace, key, values);
  }

  /** Opens a screen by its route id and waits for it. */
  async open(id: string, params: Record<string, string | number> = {}, query = '') {
    await this.page.goto(`${fillPath(routeById(id), this.locale, params)}${query}`);
    await expect(this.screen(id)).toBeVisible();
  }

  screen(id: string): Locator {
    return this.page.locator(`main [data-route-id="${id}"]`);
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Fills a labelled field of the open dialog (or of the page when none is open). */
  field(label: string, scope: Locator = this.dialog): Locator {
    return scope.getByLabel(label, { exact: true });
  }

  /** Picks an option of a Radix select by the select's label and the option's text. */
  async choose(label: string, option: string, scope: Locator = this.dialog) {
    await scope.getByLabel(label, { exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** The options a select offers, read from its open list (then closed with Escape). */
  async optionsOf(label: string, scope: Locator = this.dialog): Promise<string[]> {
    await scope.getByLabel(label, { exact: true }).click();
    const options = await this.page.getByRole('option').allTextContents();
    await this.page.keyboard.press('Escape');
    return options.map((option) => option.trim());
  }

  async save() {
    await this.dialog.getByRole('button', { name: this.text('common', 'actions.save'), exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Types into a people search box and picks the suggestion with that name. */
  async pickPerson(box: Locator, typed: string, name: string) {
    await box.getByRole('combobox').fill(typed);
    await box.getByRole('option', { name, exact: true }).click();
  }

  async expectToast(text: string) {
    await expect(this.page.getByText(text, { exact: true }).first()).toBeVisible();
  }

  /** Serious or critical axe findings in the part of the page given (the screen, or an open dialog). */
  async seriousViolations(selector: string): Promise<string[]> {
    const { violations } = await new AxeBuilder({ page: this.page }).include(selector).analyze();
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }
}

/** A tiny valid PNG, for logo and avatar uploads. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A short unique tag, so runs and languages never collide on names. */
export const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');
