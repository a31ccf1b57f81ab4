import { expect, type Locator, type Page } from '@playwright/test';

const TEXTS = {
  es: { list: '/rankings', name: 'Nombre', ratingSystem: 'Sistema de puntaje', save: 'Guardar', edit: (name: string) => `Editar ${name}`, addTable: 'Agregar una tabla', genre: (index: number) => `Tabla ${index}: género`, female: 'Femenino', oneTable: '1 tabla', tables: (count: number) => `${count} tablas`, levels: 'Divisiones' },
  en: { list: '/en/rankings', name: 'Name', ratingSystem: 'Rating system', save: 'Save', edit: (name: string) => `Edit ${name}`, addTable: 'Add a table', genre: (index: number) => `Table ${index}: genre`, female: 'Female', oneTable: '1 table', tables: (count: number) => `${count} tables`, levels: 'Levels' },
} as const;

/** The rankings screens as their owner uses them: the list with its ranking form, and the divisions with theirs. */
export class RankingsScreen {
  readonly texts: (typeof TEXTS)[keyof typeof TEXTS];
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    locale: 'es' | 'en',
  ) {
    this.texts = TEXTS[locale];
    this.dialog = page.getByRole('dialog');
  }

  card(name: string) {
    return this.page.getByTestId('ranking-card').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  async openList() {
    await this.page.goto(this.texts.list);
    await expect(this.page.getByTestId('create-ranking')).toBeVisible({ timeout: 15_000 });
  }

  /** Sends the open form and waits for it to close (saved). */
  async save() {
    await this.dialog.getByRole('button', { name: this.texts.save }).click();
    // A busy machine may take a while to answer the write.
    await expect(this.dialog).toHaveCount(0, { timeout: 10_000 });
  }

  async createRanking(name: string) {
    await this.page.getByTestId('create-ranking').click();
    const form = this.dialog.getByTestId('ranking-form');
    await form.getByLabel(this.texts.name, { exact: true }).fill(name);
    await expect(form.getByTestId('ranking-table-row')).toHaveCount(1);
    // The form scores the ranking by the first rating system once the systems are read, as its owner sees it.
    await expect(form.getByLabel(this.texts.ratingSystem, { exact: true })).not.toHaveValue('');
    await this.save();
  }

  /** Opens a ranking's form from its card. */
  async openEdit(name: string) {
    await this.card(name).getByRole('button', { name: this.texts.edit(name) }).click();
    await expect(this.dialog.getByTestId('ranking-form')).toBeVisible();
  }

  /** In the open form: renames the ranking, adds a women's table and saves. */
  async renameAndAddWomensTable(renamed: string) {
    const form = this.dialog.getByTestId('ranking-form');
    await form.getByLabel(this.texts.name, { exact: true }).fill(renamed);
    await form.getByRole('button', { name: this.texts.addTable }).click();
    await form.getByLabel(this.texts.genre(2)).selectOption({ label: this.texts.female });
    await this.save();
  }

  /** Goes to the divisions tab and creates a ladder from the community's levels, as the form offers them. */
  async createDivision(name: string) {
    await this.page.getByRole('link', { name: this.texts.levels, exact: true }).click();
    await this.page.getByTestId('create-level-group').click();
    const form = this.dialog.getByTestId('level-group-form');
    await form.getByLabel(this.texts.name, { exact: true }).fill(name);
    await this.save();
    return this.page.getByTestId('level-group').filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }
}
