import { expect, type Locator, type Page } from '@playwright/test';

const TEXTS = {
  es: { name: 'Nombre del torneo', start: 'Fecha de inicio', end: 'Fecha de fin', save: 'Guardar', format: 'Formato', groups: 'Grupos (todos contra todos)', createCopy: 'Crear copia' },
  en: { name: 'Tournament name', start: 'Start date', end: 'End date', save: 'Save', format: 'Format', groups: 'Groups (round robin)', createCopy: 'Create copy' },
} as const;

/** The owner's edit, clone and phase dialogs on a tournament's page. */
export class TournamentEditScreen {
  readonly editForm: Locator;
  readonly cloneForm: Locator;
  readonly phaseForm: Locator;
  readonly phases: Locator;
  readonly stale: Locator;
  private readonly text: (typeof TEXTS)[keyof typeof TEXTS];

  constructor(
    readonly page: Page,
    readonly locale: 'es' | 'en',
  ) {
    this.text = TEXTS[locale];
    this.editForm = page.getByTestId('edit-tournament-form');
    this.cloneForm = page.getByTestId('clone-tournament-form');
    this.phaseForm = page.getByTestId('phase-form');
    this.phases = page.getByTestId('phases-list').getByTestId('phase-row');
    this.stale = this.editForm.getByTestId('stale-notice');
  }

  /** An ISO date as the page's language types it: 08/05/2027 in Spanish, 05/08/2027 in English. */
  typed(iso: string): string {
    const [year, month, day] = iso.split('-');
    return this.locale === 'es' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
  }

  async open(id: number, tab: 'info' | 'phases') {
    const slug = tab === 'info' ? 'info' : this.locale === 'es' ? 'fases' : 'phases';
    await this.page.goto(this.locale === 'es' ? `/torneos/${id}/${slug}` : `/en/tournaments/${id}/${slug}`);
    await expect(this.page.getByTestId('tournament-name')).toBeVisible();
  }

  /** Moves to a section from the page's own tabs, without loading the page again. */
  async showSection(label: string) {
    await this.page.getByTestId('section-nav').getByRole('link', { name: label, exact: true }).click();
  }

  async openEdit() {
    await this.page.getByTestId('edit-tournament').click();
    await expect(this.editForm).toBeVisible();
  }

  async fillEdit(values: { name?: string; start?: string; end?: string }) {
    if (values.name !== undefined) await this.editForm.getByLabel(this.text.name).fill(values.name);
    // The end first: a start after the old end would fail the date order on the way.
    if (values.end) await this.editForm.getByLabel(this.text.end, { exact: true }).fill(this.typed(values.end));
    if (values.start) await this.editForm.getByLabel(this.text.start, { exact: true }).fill(this.typed(values.start));
  }

  async saveEdit() {
    await this.editForm.getByRole('button', { name: this.text.save, exact: true }).click();
  }

  /** Changes the format of the phase at `index` (0-based) to groups. */
  async makeGroups(index: number) {
    await this.phases.nth(index).getByTestId('edit-phase').click();
    await expect(this.phaseForm).toBeVisible();
    await this.phaseForm.getByLabel(this.text.format).selectOption({ label: this.text.groups });
    await this.phaseForm.getByRole('button', { name: this.text.save, exact: true }).click();
    await expect(this.phaseForm).toBeHidden();
  }

  async clone(values: { name: string; start: string; end: string }) {
    await this.page.getByTestId('clone-tournament').click();
    await expect(this.cloneForm).toBeVisible();
    await this.cloneForm.getByLabel(this.text.name).fill(values.name);
    await this.cloneForm.getByLabel(this.text.end, { exact: true }).fill(this.typed(values.end));
    await this.cloneForm.getByLabel(this.text.start, { exact: true }).fill(this.typed(values.start));
    await this.cloneForm.getByRole('button', { name: this.text.createCopy }).click();
  }
}
