import { expect, type Locator, type Page } from '@playwright/test';

type Locale = 'es' | 'en';
const RANKING = 'Ranking Nacional de Tenis de Mesa';

const TEXT = {
  es: {
    gender: 'Género',
    male: 'Masculino',
    modality: 'Modalidad',
    doubles: 'Parejas',
    menTable: `${RANKING} - Jugadores - Masculino`,
    mixedTable: `${RANKING} - Jugadores - Mixto`,
    none: /no sumará puntos en ningún ranking/,
    info: (id: number) => `/torneos/${id}/info`,
    updated: /^Actualizada el \d{1,2} \S+ \d{4}$/,
  },
  en: {
    gender: 'Gender',
    male: 'Male',
    modality: 'Modality',
    doubles: 'Doubles',
    menTable: `${RANKING} - Players - Male`,
    mixedTable: `${RANKING} - Players - Mixed`,
    none: /will count for no ranking/,
    info: (id: number) => `/en/tournaments/${id}/info`,
    updated: /^Updated on \S+ \d{1,2}, \d{4}$/,
  },
} as const;

/** Where a tournament's ranking tables are told: the wizard's review, the tournament's page and the table's page. */
export class FedRankingsScreen {
  readonly text: (typeof TEXT)[Locale];

  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {
    this.text = TEXT[locale];
  }

  /** The tables listed inside `scope`, by their labels. */
  tables(scope: Locator): Locator {
    return scope.getByTestId('fed-rankings').getByTestId('fed-ranking');
  }

  warning(scope: Locator): Locator {
    return scope.getByTestId('fed-rankings-none');
  }

  async openTournament(id: number) {
    await this.page.goto(this.text.info(id));
    await expect(this.page.locator('[data-route-id="tournament-detail"]')).toBeVisible();
  }

  /** The ranking table page's list of the tournaments that counted there. */
  counted(): Locator {
    return this.page.getByTestId('table-provenance').getByTestId('table-counted');
  }

  updated(): Locator {
    return this.page.getByTestId('table-updated');
  }
}
