import { expect, test } from '@playwright/test';
import { CatalogScreens, PNG, tag } from './pages/catalog';
import { signIn } from './pages/session';

const LOCALES = ['es', 'en'] as const;

for (const locale of LOCALES) {
  test.describe(`community wizard (${locale})`, () => {
    test('creates a community step by step and opens it in its colours', async ({ page, context, baseURL }) => {
      await signIn(context, baseURL ?? '', 'organizador');
      const ui = new CatalogScreens(page, locale);
      const t = (key: string, values?: Record<string, string | number>) => ui.text('create-community', key, values);
      const name = `Liga ${tag()}`;
      await ui.open('community-create');
      const wizard = page.getByTestId('community-wizard');
      await expect(wizard).toHaveAttribute('data-step', 'identity');
      expect(await ui.seriousViolations('main')).toEqual([]);

      await wizard.getByLabel(t('fields.name'), { exact: true }).fill(name);
      const domain = name.toLowerCase().replace(/\s+/g, '-');
      await expect(wizard.getByLabel(t('fields.domain'), { exact: true })).toHaveValue(domain);
      await wizard.getByRole('button', { name: t('next') }).click();

      await expect(wizard).toHaveAttribute('data-step', 'logo');
      await wizard.getByTestId('image-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
      await expect(wizard.getByRole('img', { name: t('logoLabel') })).toHaveAttribute('src', /^\/api\/images\/\d+$/);
      await wizard.getByRole('button', { name: t('next') }).click();

      await expect(wizard).toHaveAttribute('data-step', 'colours');
      await wizard.getByTestId('primary-hex').fill('nada');
      await wizard.getByRole('button', { name: t('next') }).click();
      await expect(wizard.getByText(ui.text('validation', 'color'))).toBeVisible();
      await wizard.getByTestId('primary-hex').fill('#0f766e');
      await wizard.getByTestId('secondary-hex').fill('#fbbf24');
      const preview = wizard.getByTestId('top-bar-preview');
      await expect(preview.locator('.bg-primary')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
      await expect(preview.locator('.bg-secondary')).toHaveCSS('background-color', 'rgb(251, 191, 36)');
      await wizard.getByRole('button', { name: t('next') }).click();

      await expect(wizard).toHaveAttribute('data-step', 'sport');
      await wizard.getByRole('radio', { name: locale === 'es' ? /Tenis de mesa/ : /Table tennis/ }).check();
      await wizard.getByRole('button', { name: t('next') }).click();

      await expect(wizard).toHaveAttribute('data-step', 'review');
      await expect(wizard.getByText(domain, { exact: true })).toBeVisible();
      await wizard.getByRole('button', { name: t('create') }).click();
      const done = page.getByTestId('wizard-done');
      await expect(done).toContainText(t('done.title', { name }));
      await ui.expectToast(t('created', { name }));

      await done.getByRole('link', { name: t('done.open') }).click();
      await expect(ui.screen('community').locator('h1')).toHaveText(name);
      await expect(page.getByTestId('community-logo')).toHaveAttribute('data-community', domain);
      const look = await page.evaluate(() => ({
        primary: getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim().toLowerCase(),
        bar: getComputedStyle(document.querySelector('header') as Element).backgroundColor,
      }));
      expect(look).toEqual({ primary: '#0f766e', bar: 'rgb(15, 118, 110)' });
      await expect(page.getByTestId('swatch-secondary')).toHaveCSS('background-color', 'rgb(251, 191, 36)');
    });

    test('brings a taken domain back to its step, named on its field', async ({ page, context, baseURL }) => {
      await signIn(context, baseURL ?? '', 'organizador');
      const ui = new CatalogScreens(page, locale);
      const t = (key: string) => ui.text('create-community', key);
      await ui.open('community-create');
      const wizard = page.getByTestId('community-wizard');
      await wizard.getByLabel(t('fields.name'), { exact: true }).fill('Otra Liga Andina');
      await wizard.getByLabel(t('fields.domain'), { exact: true }).fill('liga-andina');
      await wizard.getByRole('button', { name: t('next') }).click();
      await wizard.getByRole('button', { name: t('skipLogo') }).click();
      await wizard.getByRole('button', { name: t('next') }).click();
      await wizard.getByRole('button', { name: t('next') }).click();
      await wizard.getByRole('button', { name: t('create') }).click();
      await expect(wizard).toHaveAttribute('data-step', 'identity');
      await expect(wizard.getByText(ui.text('validation', 'slugTaken'))).toBeVisible();
      await expect(wizard.getByLabel(t('fields.domain'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
    });
  });
}
