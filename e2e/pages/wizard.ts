import { expect, type Locator, type Page } from '@playwright/test';

type Locale = 'es' | 'en';
const TEXT = {
  es: { name: 'Nombre del torneo', sport: 'Deporte', modality: 'Modalidad', start: 'Fecha de inicio', end: 'Fecha de fin', closes: 'Inscripciones hasta', max: 'Máximo de inscritos', tableTennis: 'Tenis de mesa', gender: 'Género', mixed: 'Mixto', next: 'Siguiente', back: 'Atrás', create: 'Crear torneo', groupsKnockout: 'Grupos y llaves', league: 'Liga' },
  en: { name: 'Tournament name', sport: 'Sport', modality: 'Modality', start: 'Start date', end: 'End date', closes: 'Registration closes', max: 'Maximum entries', tableTennis: 'Table tennis', gender: 'Gender', mixed: 'Mixed', next: 'Next', back: 'Back', create: 'Create tournament', groupsKnockout: 'Groups then knockout', league: 'League' },
} as const;

/** The tournament creation wizard, driven as an organiser would, step by step. */
export class WizardScreen {
  readonly root: Locator;
  readonly text: (typeof TEXT)[Locale];

  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {
    this.root = page.getByTestId('create-tournament-wizard');
    this.text = TEXT[locale];
  }

  async open() {
    await this.page.goto(this.locale === 'es' ? '/torneos/crear' : '/en/tournaments/create-tournament');
    await expect(this.root).toBeVisible();
  }

  async expectStep(state: 'basics' | 'schedule' | 'phases' | 'review') {
    await expect(this.root).toHaveAttribute('data-wizard-state', state);
  }

  async next() {
    await this.root.getByRole('button', { name: this.text.next }).click();
  }

  async back() {
    await this.root.getByRole('button', { name: this.text.back }).click();
  }

  /**
   * Name and sport; the gender stays the one the wizard proposes (it follows the community's ranking tables, which
   * other tests change) unless `mixed` asks for an open of men and women.
   */
  async fillBasics(name: string, options: { mixed?: boolean } = {}) {
    await this.root.getByLabel(this.text.name).fill(name);
    await this.root.getByLabel(this.text.sport).selectOption({ label: this.text.tableTennis });
    if (options.mixed) await this.root.getByLabel(this.text.gender, { exact: true }).selectOption({ label: this.text.mixed });
    await this.next();
  }

  /** Dates given as ISO are typed the way the page's language writes them: 08/05/2027 in Spanish, 05/08/2027 in English. */
  async fillSchedule(start: string, end: string, closes: string) {
    const typed = (iso: string) => {
      const [year, month, day] = iso.split('-');
      return this.locale === 'es' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
    };
    await this.root.getByLabel(this.text.start, { exact: true }).fill(typed(start));
    await this.root.getByLabel(this.text.end, { exact: true }).fill(typed(end));
    await this.root.getByLabel(this.text.closes, { exact: true }).fill(typed(closes));
    await this.root.getByLabel(this.text.max).fill('16');
    await this.next();
  }

  async choosePreset(preset: 'groupsKnockout' | 'league') {
    await this.root.getByRole('radio', { name: new RegExp(`^${this.text[preset]}`) }).check();
    await this.next();
  }

  async create() {
    await this.root.getByRole('button', { name: this.text.create }).click();
  }
}
