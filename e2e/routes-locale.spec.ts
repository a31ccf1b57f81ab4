import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { demoIds, type DemoIds } from './pages/demo-data';

let ids: DemoIds;
test.beforeAll(async ({ request, baseURL }) => {
  ids = await demoIds(request, baseURL ?? '');
});

test.describe('the language switch keeps the same screen', () => {
  // Every screen of routes.json switches language in place in routes.spec.ts; these are the harder cases.
  test('tab slugs are translated and the query string is kept', async ({ page, baseURL }) => {
    const shell = new AppShell(page);
    await shell.open('/torneos/3/participantes?ver=todos');
    await shell.localeSwitch.click();
    await expect(page).toHaveURL(`${baseURL}/en/tournaments/3/participants?ver=todos`);
    await shell.open('/en/rankings/4/modalities/2?ageCategoryId=9');
    await shell.localeSwitch.click();
    await expect(page).toHaveURL(`${baseURL}/rankings/4/modalidades/2?ageCategoryId=9`);
  });

  test('a blog post switches to its translation', async ({ page, baseURL }) => {
    const shell = new AppShell(page);
    await shell.open(`/blog/${ids.blogSlug.es}`);
    await shell.localeSwitch.click();
    await expect(page).toHaveURL(`${baseURL}/en/blog/${ids.blogSlug.en}`);
    await expect(page.locator('main h1')).toHaveText('How to build balanced groups for your tournament');
  });
});

test('an English page downloads only the English message catalogues, and a Spanish one only the Spanish', async ({ context }) => {
  // The server hands over the texts of the screen it rendered; a tournament opened from it downloads its own,
  // and whatever is downloaded is in the page's language only. Each language gets a page of its own, so that a
  // request the other page still had in flight is not counted.
  for (const [start, locale] of [
    ['/en/tournaments', 'en'],
    ['/torneos', 'es'],
  ] as const) {
    const page = await context.newPage();
    const catalogues: string[] = [];
    page.on('request', (request) => {
      const match = /locale-(es|en)-/.exec(request.url());
      if (match?.[1]) catalogues.push(match[1]);
    });
    await page.goto(start);
    const card = page.getByTestId('tournament-card').first();
    await expect(card).toBeVisible();
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/info$/);
    await expect(page.locator('main h1')).toBeVisible();
    expect(catalogues.length).toBeGreaterThan(0);
    expect([...new Set(catalogues)]).toEqual([locale]);
    await page.close();
  }
});
