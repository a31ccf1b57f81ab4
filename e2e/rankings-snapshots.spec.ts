import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from './pages/session';

interface League {
  id: number;
  name: string;
  rankingModalities: { id: number }[];
}

/** The demo's ranking by divisions and its table. */
async function demoLeague(request: APIRequestContext) {
  const listed = (await (await request.get('/api/ranking?q=Divisiones')).json()) as { data: { items: League[] } };
  const league = listed.data.items.find((item) => item.name === 'Ranking por Divisiones');
  expect(league, 'the demo has its ranking by divisions').toBeDefined();
  return { id: league?.id ?? 0, table: league?.rankingModalities[0]?.id ?? 0 };
}

test('the owner freezes a ranking from its page and the new snapshot is listed (es, 1280 px)', async ({ page, context, baseURL, request }) => {
  const league = await demoLeague(request);
  await signIn(context, baseURL ?? '', 'organizador');
  await page.goto(`/rankings/${league.id}`);
  const list = page.getByTestId('ranking-snapshots');
  await expect(list.getByTestId('snapshot').first()).toBeVisible();
  const before = await list.getByTestId('snapshot').count();
  await page.getByTestId('take-snapshot').click();
  const dialog = page.getByRole('dialog', { name: 'Congelar Ranking por Divisiones' });
  await expect(dialog.getByText(/las personas suben o bajan una división/)).toBeVisible();
  await expect(dialog.getByLabel('Día')).toBeVisible();
  await dialog.getByRole('button', { name: 'Congelar', exact: true }).click();
  await expect(page.getByText(/^Ranking congelado el /)).toBeVisible();
  await expect(list.getByTestId('snapshot')).toHaveCount(before + 1);
});

test('a visitor reads a table by divisions and compares two snapshots (en, 375 px)', async ({ page, request }) => {
  const league = await demoLeague(request);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/en/rankings/${league.id}/modalities/${league.table}`);
  const divisions = page.getByTestId('divisions');
  await expect(divisions.getByTestId('division').first()).toBeVisible();
  expect(await divisions.getByTestId('division').count()).toBeGreaterThanOrEqual(2);
  // The best of a lower division go up, the last of an upper one go down, each said for screen readers too.
  await expect(divisions.locator('[data-move="up"]').first()).toContainText('goes up a division');
  await expect(divisions.locator('[data-move="down"]').first()).toContainText('goes down a division');

  const compare = page.getByTestId('snapshot-compare');
  await expect(compare.getByTestId('compared').first()).toBeVisible();
  const later = compare.getByLabel('Later snapshot');
  const earlier = compare.getByLabel('Earlier snapshot');
  const options = await later.locator('option').allTextContents();
  expect(options.length).toBeGreaterThanOrEqual(2);
  // The same snapshot on both sides: nobody moved.
  await earlier.selectOption({ label: options[0] ?? '' });
  await later.selectOption({ label: options[0] ?? '' });
  await expect(compare.locator('[data-movement="up"], [data-movement="down"], [data-movement="new"]')).toHaveCount(0);
  await expect(compare.locator('[data-movement="same"]').first()).toBeVisible();
  const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(scrolls).toBe(false);
  const { violations } = await new AxeBuilder({ page }).include('[data-route-id="ranking-modality"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
