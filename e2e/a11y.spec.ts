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

/** Serious or critical violations on the page, or only inside `within` (a selector) when the rest was checked already. */
async function seriousViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

test.describe('accessibility (axe): no serious or critical violations', () => {
  for (const locale of ['es', 'en'] as const) {
    test(`${PAGES.map(([name]) => name).join(', ')} (${locale})`, async ({ page }) => {
      test.setTimeout(90_000);
      for (const [name, es, en] of PAGES) {
        await new AppShell(page).open(locale === 'es' ? es : en);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        expect(await seriousViolations(page), name).toEqual([]);
      }
    });
  }

  test('the open drawer and the member menus', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL ?? '', 'organizador');
    const shell = new AppShell(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await shell.open('/torneos');
    await shell.openDrawer();
    expect(await seriousViolations(page, '[data-testid="nav-drawer"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shell.userMenu.click();
    await expect(shell.openMenu).toBeVisible();
    expect(await seriousViolations(page, '[role="menu"]')).toEqual([]);
  });
});
