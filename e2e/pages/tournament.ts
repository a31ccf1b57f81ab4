import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** Creates a not-started table-tennis tournament with groups then knockout, as the signed-in organiser, over the API. */
export async function createTournament(context: BrowserContext, request: APIRequestContext, name: string): Promise<number> {
  const cookies = await context.cookies();
  const token = cookies.find((cookie) => cookie.name === 'userToken')?.value ?? '';
  const accountId = cookies.find((cookie) => cookie.name === 'accountId')?.value ?? '';
  const headers = { authorization: `Bearer ${token}`, 'x-account-id': accountId };
  const created = await request.post('/api/valid', { headers, data: { name, sportId: 1, modalityId: 1, startDate: '2027-03-06', endDate: '2027-03-07', maxEntries: 16 } });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };
  for (const [phaseName, formatId] of [['Grupos', 1], ['Llaves', 2]] as const) {
    const phase = await request.post('/api/phase', { headers, data: { validId: data.id, name: phaseName, formatId } });
    expect(phase.status()).toBe(201);
  }
  return data.id;
}

/** A tournament's page: header, status actions and the entries screen. */
export class TournamentScreen {
  readonly name: Locator;
  readonly badge: Locator;
  readonly actions: Locator;
  readonly typeahead: Locator;
  readonly entries: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByTestId('tournament-name');
    this.badge = page.locator('h1').getByTestId('status-badge');
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
