import { expect, test, type Page } from '@playwright/test';
import { CatalogScreens, tag } from './pages/catalog';
import { authHeaders, signIn } from './pages/session';

const LOCALES = ['es', 'en'] as const;
const TABLE_TENNIS = { es: 'Tenis de mesa', en: 'Table tennis' };

/** Creates a player through the people screen and returns to nothing: the player's page is then open. */
async function createPlayer(ui: CatalogScreens, firstName: string, lastName: string, address: Record<string, string> = {}) {
  const t = (key: string) => ui.text('edit-person', key);
  await ui.open('players');
  await ui.screen('players').getByRole('button', { name: ui.text('people', 'players.create') }).first().click();
  await ui.field(t('fields.firstName')).fill(firstName);
  await ui.field(t('fields.lastName')).fill(lastName);
  for (const [part, value] of Object.entries(address)) {
    const field = ui.field(t(`addressParts.${part}`));
    if (part === 'country') {
      // The country is picked from the dataset by typing part of it, without its accent or capitals.
      await field.fill(value.slice(0, 5).toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''));
      await ui.page.getByRole('option', { name: value, exact: true }).click();
      await expect(field).toHaveValue(value);
    } else {
      await field.fill(value);
      await field.press('Tab');
    }
  }
  await ui.save();
  await expect(ui.screen('players-detail').locator('h1')).toHaveText(`${firstName} ${lastName}`);
}

const idOf = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

for (const locale of LOCALES) {
  test.describe(`people (${locale})`, () => {
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ context, baseURL }) => {
      await signIn(context, baseURL ?? '', 'organizador');
    });

    test('a player with an address, found again with the list’s one search box', async ({ page }) => {
      const ui = new CatalogScreens(page, locale);
      const lastName = `Quiroga${tag()}`;
      await createPlayer(ui, 'Valeria', lastName, { street: 'Calle 10 #5-20', city: 'Medellín', country: 'Colombia' });
      const facts = page.getByTestId('person-facts');
      await expect(facts).toContainText('Calle 10 #5-20, Medellín, Colombia');
      const stored = await page.request.get(`/api/person/players/${idOf(page)}`, { headers: await authHeaders(page.context()) });
      expect(((await stored.json()) as { data: { address: unknown } }).data.address).toEqual({ street: 'Calle 10 #5-20', city: 'Medellín', country: 'Colombia' });

      // Typed while the page may still be hydrating: a hydration mismatch would replace the box and lose the text.
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await ui.open('players');
      await expect(ui.screen('players').getByRole('searchbox')).toHaveCount(1);
      await ui.screen('players').getByRole('searchbox').fill(lastName.slice(0, 10).toLowerCase());
      await page.getByTestId('people-list').getByRole('link', { name: `Valeria ${lastName}`, exact: true }).click();
      await expect(ui.screen('players-detail').locator('h1')).toHaveText(`Valeria ${lastName}`);
      expect(pageErrors).toEqual([]);
      expect(await ui.seriousViolations('main')).toEqual([]);
    });

    test('a double of two players and a team, with the members shown on each side', async ({ page }) => {
      const ui = new CatalogScreens(page, locale);
      const t = (key: string, values?: Record<string, string | number>) => ui.text('edit-person', key, values);
      const family = `Zapata${tag()}`;
      await createPlayer(ui, 'Ana', family);
      await createPlayer(ui, 'Beto', family);
      await createPlayer(ui, 'Carla', family);

      const pair = `Pareja ${family}`;
      await ui.open('doubles');
      await ui.screen('doubles').getByRole('button', { name: ui.text('people', 'doubles.create') }).first().click();
      await ui.field(t('fields.groupName.doubles')).fill(pair);
      await ui.choose(t('fields.sport'), TABLE_TENNIS[locale]);
      const members = ui.dialog.getByTestId('member-typeahead');
      await ui.pickPerson(members, `ana ${family.toLowerCase()}`, `Ana ${family}`);
      await ui.pickPerson(members, `beto ${family.toLowerCase()}`, `Beto ${family}`);
      await expect(ui.dialog.getByText(t('members.full'))).toBeVisible();
      expect(await ui.seriousViolations('[role="dialog"]')).toEqual([]);
      await ui.save();
      await expect(ui.screen('doubles-detail').locator('h1')).toHaveText(pair);
      await expect(page.getByTestId('person-members')).toContainText(`Ana ${family}`);
      await expect(page.getByTestId('person-members')).toContainText(`Beto ${family}`);

      const team = `Equipo ${family}`;
      await ui.open('teams');
      await ui.screen('teams').getByRole('button', { name: ui.text('people', 'teams.create') }).first().click();
      await ui.field(t('fields.groupName.teams')).fill(team);
      await ui.choose(t('fields.sport'), TABLE_TENNIS[locale]);
      const roster = ui.dialog.getByTestId('member-typeahead');
      for (const first of ['Ana', 'Beto', 'Carla']) await ui.pickPerson(roster, `${first.toLowerCase()} ${family.toLowerCase()}`, `${first} ${family}`);
      await ui.save();
      await expect(ui.screen('teams-detail').locator('h1')).toHaveText(team);
      await expect(page.getByTestId('person-members').getByRole('listitem')).toHaveCount(3);
      await page.getByTestId('person-members').getByRole('link', { name: `Carla ${family}` }).click();
      await expect(page.getByTestId('person-member-of')).toContainText(team);
    });
  });
}
