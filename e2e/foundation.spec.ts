import { expect, test } from '@playwright/test';

test.describe('the platform is served by one process', () => {
  test('the API reports its database', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: { database: { kind: string } } };
    expect(body.data.database.kind).toBe('pglite');
  });

  test('the Spanish home page renders', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-route-id="home"] h1')).toHaveText(/Torneos, ligas y rankings/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('the English home page renders and the language switch returns to Spanish', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.locator('[data-route-id="home"] h1')).toHaveText(/Tournaments, leagues and rankings/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByTestId('locale-switch').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-route-id="home"] h1')).toHaveText(/Torneos, ligas y rankings/);
  });

  test('an unknown path shows the localised not-found screen', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await expect(page.getByTestId('not-found').locator('h1')).toHaveText('Page not found');
  });
});
