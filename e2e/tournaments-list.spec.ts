import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** The names the API lists, first page, for the list's own query (`sort`, `placeId`, `from`, `to`). */
async function apiNames(request: APIRequestContext, query: string): Promise<string[]> {
  const body = (await (await request.get(`/api/valid?page=0&size=12&${query}`)).json()) as { data: { items: { name: string }[] } };
  return body.data.items.map((item) => item.name);
}

const cardNames = (page: Page) => page.getByTestId('tournament-card').getByRole('heading').allTextContents();

async function firstPlace(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const body = (await (await request.get('/api/place?page=0&size=99')).json()) as { data: { items: { id: number; name: string }[] } };
  const place = body.data.items[0];
  if (!place) throw new Error('the demo data has no place');
  return place;
}

test.describe('the tournaments list by dates, venue and order', () => {
  test('a shared address is rendered by the server with its order, venue and dates, before any app code runs', async ({ browser, request }) => {
    const place = await firstPlace(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/torneos?sort=name&place=${place.id}`);
    const byName = await apiNames(request, `sort=name&placeId=${place.id}`);
    expect(byName.length).toBeGreaterThan(1);
    expect(await cardNames(page)).toEqual(byName);
    await expect(page.locator('#tournament-sort')).toHaveValue('name');
    await expect(page.locator('#tournament-place')).toHaveValue(String(place.id));

    await page.goto('/en/tournaments?from=2026-11-01&to=2026-11-30&sort=startDate');
    const november = await apiNames(request, 'from=2026-11-01&to=2026-11-30&sort=startDate');
    expect(await cardNames(page)).toEqual(november);
    await expect(page.locator('#tournament-from')).toHaveValue('2026-11-01');
    await expect(page.locator('#tournament-to')).toHaveValue('2026-11-30');
    await context.close();
  });

  for (const locale of ['es', 'en'] as const) {
    test(`the app keeps each choice in the address and lists what the API lists (${locale})`, async ({ page, request }) => {
      const place = await firstPlace(request);
      await page.goto(locale === 'es' ? '/torneos' : '/en/tournaments');
      await page.locator('#tournament-sort').selectOption('startDate');
      await expect(page).toHaveURL(/sort=startDate/);
      await expect.poll(() => cardNames(page)).toEqual(await apiNames(request, 'sort=startDate'));

      await page.locator('#tournament-place').selectOption(String(place.id));
      await expect(page).toHaveURL(new RegExp(`place=${place.id}`));
      await page.locator('#tournament-from').fill('2026-01-01');
      await expect(page).toHaveURL(/from=2026-01-01/);
      await page.locator('#tournament-to').fill('2026-12-31');
      await expect(page).toHaveURL(/to=2026-12-31/);
      await expect.poll(() => cardNames(page)).toEqual(await apiNames(request, `sort=startDate&placeId=${place.id}&from=2026-01-01&to=2026-12-31`));
      // Labelled in the page's language.
      await expect(page.getByLabel(locale === 'es' ? 'Lugar' : 'Venue', { exact: true })).toBeVisible();
      await expect(page.getByLabel(locale === 'es' ? 'Desde' : 'From', { exact: true })).toBeVisible();
    });
  }
});
