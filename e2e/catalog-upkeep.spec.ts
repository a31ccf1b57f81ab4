import { expect, test } from '@playwright/test';
import { CatalogScreens, PNG, tag } from './pages/catalog';
import { signIn } from './pages/session';

const LOCALES = ['es', 'en'] as const;

for (const locale of LOCALES) {
  test.describe(`catalogue upkeep (${locale})`, () => {
    // Several screens and dialogs per test, beside the other suites on two workers.
    test.describe.configure({ timeout: 60_000 });
    test.beforeEach(async ({ context, baseURL }) => {
      await signIn(context, baseURL ?? '', 'organizador');
    });

    test('creates a place with its coordinates, then a club that plays there', async ({ page }) => {
      const ui = new CatalogScreens(page, locale);
      const place = `Coliseo ${tag()}`;
      await ui.open('places');
      await ui.screen('places').getByRole('button', { name: ui.text('places', 'create') }).click();
      expect(await ui.seriousViolations('[role="dialog"]')).toEqual([]);
      await ui.field(ui.text('edit-place', 'fields.name')).fill(place);
      await ui.field(ui.text('edit-place', 'fields.address')).fill('Av. 68 #63-45');
      await ui.field(ui.text('edit-place', 'fields.city')).fill('Bogotá');
      await ui.field(ui.text('edit-place', 'fields.latitude')).fill('4.6593');
      await ui.field(ui.text('edit-place', 'fields.longitude')).fill('-74.0936');
      await ui.save();
      await ui.expectToast(ui.text('edit-place', 'created', { name: place }));
      const card = page.getByTestId('places-list').locator('li', { hasText: place });
      await expect(card).toContainText('Av. 68 #63-45');
      await expect(card.getByRole('link', { name: ui.text('places', 'map', { name: place }) })).toHaveAttribute('href', /mlat=4.6593&mlon=-74.0936/);

      const club = `Club ${tag()}`;
      await ui.open('clubs');
      await ui.screen('clubs').getByRole('button', { name: ui.text('clubs', 'create') }).click();
      await ui.field(ui.text('edit-club', 'fields.name')).fill(club);
      await ui.choose(ui.text('edit-club', 'fields.sport'), locale === 'es' ? 'Tenis de mesa' : 'Table tennis');
      await ui.choose(ui.text('edit-club', 'fields.place'), place);
      await ui.dialog.getByTestId('image-input').setInputFiles({ name: 'club.png', mimeType: 'image/png', buffer: PNG });
      await expect(ui.dialog.getByRole('img', { name: ui.text('edit-club', 'logoLabel') })).toBeVisible();
      await ui.save();
      await expect(ui.screen('club').locator('h1')).toHaveText(club);
      await expect(ui.screen('club')).toContainText(place);
      await expect(ui.screen('club')).toContainText(ui.text('clubs', 'noTournaments'));
      expect(await ui.seriousViolations('main')).toEqual([]);
    });

    test('creates a season from dates typed the page’s way or picked, and refuses an impossible one', async ({ page }) => {
      const ui = new CatalogScreens(page, locale);
      const season = `Temporada ${tag()}`;
      await ui.open('seasons');
      await ui.screen('seasons').getByRole('button', { name: ui.text('seasons', 'create') }).first().click();
      await ui.field(ui.text('edit-season', 'fields.name')).fill(season);
      await ui.field(ui.text('edit-season', 'fields.startDate')).fill('2026-13-40');
      // The end date from the calendar: December 2027, the 15th.
      const endField = ui.field(ui.text('edit-season', 'fields.endDate'));
      await endField.locator('..').getByTestId('date-picker-open').click();
      const picker = page.getByTestId('date-picker');
      await picker.getByLabel(ui.text('common', 'dateField.year'), { exact: true }).selectOption('2027');
      await picker.getByLabel(ui.text('common', 'dateField.month'), { exact: true }).selectOption('12');
      await picker.locator('button[data-day="2027-12-15"]').click();
      await expect(endField).toHaveValue(locale === 'es' ? '15/12/2027' : '12/15/2027');
      await ui.field(ui.text('edit-season', 'fields.carryOverPercent')).fill('101');
      await ui.dialog.getByRole('button', { name: ui.text('common', 'actions.save'), exact: true }).click();
      await expect(ui.dialog.getByText(ui.text('validation', 'date'))).toBeVisible();
      await expect(ui.dialog.getByText(ui.text('validation', 'percent'))).toBeVisible();
      // Typed day first on Spanish pages, month first on English ones.
      await ui.field(ui.text('edit-season', 'fields.startDate')).fill(locale === 'es' ? '03-04-2027' : '04-03-2027');
      await ui.field(ui.text('edit-season', 'fields.carryOverPercent')).fill('30');
      const [saved] = await Promise.all([page.waitForRequest((request) => request.url().includes('/api/seasons') && request.method() === 'POST'), ui.save()]);
      expect(saved.postDataJSON()).toMatchObject({ startDate: '2027-04-03', endDate: '2027-12-15' });
      const row = page.getByTestId('seasons-table').getByRole('row', { name: new RegExp(season) });
      await expect(row).toContainText('30 %');
      await expect(row).toContainText('2027');
    });

    test('creates an age category by birth years', async ({ page }) => {
      const ui = new CatalogScreens(page, locale);
      const category = `Sub 13 ${tag()}`;
      await ui.open('categories-ages');
      await ui.screen('categories-ages').getByRole('button', { name: ui.text('categories', 'age.create') }).first().click();
      await ui.field(ui.text('edit-category', 'fields.name')).fill(category);
      await ui.field(ui.text('edit-category', 'fields.min.birth-year')).fill('2015');
      await ui.field(ui.text('edit-category', 'fields.max.birth-year')).fill('2013');
      await ui.dialog.getByRole('button', { name: ui.text('common', 'actions.save'), exact: true }).click();
      await expect(ui.dialog.getByText(ui.text('validation', 'minMax'))).toBeVisible();
      await ui.field(ui.text('edit-category', 'fields.max.birth-year')).fill('2016');
      await ui.choose(ui.text('edit-category', 'fields.genre'), locale === 'es' ? 'Femenino' : 'Female');
      await ui.save();
      const row = page.getByTestId('categories-table').getByRole('row', { name: new RegExp(category) });
      await expect(row).toContainText(ui.text('categories', 'bounds.born.between', { min: 2015, max: 2016 }));
      await expect(row).toContainText(locale === 'es' ? 'Femenino' : 'Female');
    });
  });
}
