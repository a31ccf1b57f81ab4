import { expect, test } from '@playwright/test';
import { CatalogScreens } from './pages/catalog';
import { signIn } from './pages/session';

const SOCCER_5 = { es: 'Fútbol 5', en: 'Soccer 5' };

/** Fútbol de Barrio plays only soccer 5: no form anywhere in it may offer another sport. */
for (const locale of ['es', 'en'] as const) {
  test(`a community restricted to one sport offers no other in any form (${locale})`, async ({ page, context, baseURL }) => {
    test.setTimeout(60_000);
    await signIn(context, baseURL ?? '', 'organizador');
    const ui = new CatalogScreens(page, locale);
    const none = ui.text('common', 'actions.none');
    await ui.open('clubs', {}, '?community=futbol-barrio');
    await expect(page.getByTestId('community-logo')).toHaveAttribute('data-community', 'futbol-barrio');

    await ui.screen('clubs').getByRole('button', { name: ui.text('clubs', 'create') }).click();
    expect(await ui.optionsOf(ui.text('edit-club', 'fields.sport'))).toEqual([SOCCER_5[locale]]);
    await page.keyboard.press('Escape');

    for (const kind of ['players', 'teams', 'coaches', 'referees', 'affiliates'] as const) {
      await ui.open(kind);
      await ui.screen(kind).getByRole('button', { name: ui.text('people', `${kind}.create`) }).first().click();
      const offered = (await ui.optionsOf(ui.text('edit-person', 'fields.sport'))).filter((option) => option !== none);
      expect(offered, kind).toEqual([SOCCER_5[locale]]);
      await page.keyboard.press('Escape');
    }

    await ui.open('doubles');
    await expect(ui.screen('doubles').getByRole('note')).toHaveText(ui.text('people', 'doubles.notPlayed'));
    await expect(ui.screen('doubles').getByRole('button', { name: ui.text('people', 'doubles.create') })).toHaveCount(0);

    await ui.open('community-create');
    const radios = page.getByTestId('wizard-sport');
    const wizard = page.getByTestId('community-wizard');
    await wizard.getByLabel(ui.text('create-community', 'fields.name'), { exact: true }).fill('Barrio Norte');
    await wizard.getByRole('button', { name: ui.text('create-community', 'next') }).click();
    await wizard.getByRole('button', { name: ui.text('create-community', 'skipLogo') }).click();
    await wizard.getByRole('button', { name: ui.text('create-community', 'next') }).click();
    await expect(radios.getByRole('radio')).toHaveCount(1);
    await expect(radios.getByRole('radio', { name: new RegExp(SOCCER_5[locale]) })).toBeChecked();
  });
}
