import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { signIn } from './pages/session';

const PAGES = [
  ['home', '/', '/en/'],
  ['login', '/ingresar', '/en/signin'],
  ['tournaments', '/torneos', '/en/tournaments'],
  ['ranking', '/rankings/1', '/en/rankings/1'],
] as const;

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

test.describe('accessibility (axe): no serious or critical violations', () => {
  for (const [name, es, en] of PAGES) {
    for (const [locale, path] of [['es', es], ['en', en]] as const) {
      test(`${name} (${locale})`, async ({ page }) => {
        await new AppShell(page).open(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test('the open drawer and the member menus', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL ?? '', 'organizador');
    const shell = new AppShell(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await shell.open('/torneos');
    await shell.openDrawer();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shell.userMenu.click();
    await expect(shell.openMenu).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
