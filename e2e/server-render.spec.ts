import { expect, test, type Page } from '@playwright/test';

interface ValidPage {
  data: { items: { id: number; name: string }[] };
}
interface PersonPage {
  data: { items: { firstName: string; lastName: string }[] };
}

/** A demo tournament and a demo player, read from the API the screens use. */
async function demoNames(page: Page) {
  const valids = (await (await page.request.get('/api/valid?size=1')).json()) as ValidPage;
  const people = (await (await page.request.get('/api/person/paginated?modalityId=1&size=1')).json()) as PersonPage;
  const valid = valids.data.items[0];
  const person = people.data.items[0];
  if (!valid || !person) throw new Error('the demo data has no tournament or no player');
  return { valid, person };
}

type Screen = { id: string; es: (validId: number) => string; en: (validId: number) => string };
const SCREENS: Screen[] = [
  { id: 'home', es: () => '/', en: () => '/en/' },
  { id: 'tournaments', es: () => '/torneos', en: () => '/en/tournaments' },
  { id: 'players', es: () => '/jugadores', en: () => '/en/players' },
  { id: 'tournament-detail', es: (id) => `/torneos/${id}/info`, en: (id) => `/en/tournaments/${id}/info` },
];

test.describe('public screens arrive rendered: their content shows without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const screen of SCREENS) {
    for (const locale of ['es', 'en'] as const) {
      test(`${screen.id} (${locale})`, async ({ page, baseURL }) => {
        const { valid, person } = await demoNames(page);
        const path = screen[locale](valid.id);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator(`main [data-route-id="${screen.id}"]`)).toBeVisible();
        await expect(page.getByRole('banner').first()).toBeVisible();
        await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${baseURL}${screen.es(valid.id)}`);
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}${screen.en(valid.id)}`);
        expect(await page.title()).not.toBe('');
        if (screen.id === 'home') await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (screen.id === 'tournaments' || screen.id === 'tournament-detail') await expect(page.getByText(valid.name).first()).toBeVisible();
        if (screen.id === 'players') await expect(page.getByText(person.lastName).first()).toBeVisible();
      });
    }
  }
});

test.describe('hydration of the rendered screens', () => {
  for (const screen of SCREENS) {
    for (const locale of ['es', 'en'] as const) {
      test(`${screen.id} (${locale}) hydrates without a console warning and asks no list twice`, async ({ page }) => {
        const { valid } = await demoNames(page);
        const messages: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
        const listRequests: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (/^\/api\/(valid|person\/paginated)/.test(url.pathname)) listRequests.push(url.pathname);
        });
        await page.goto(screen[locale](valid.id));
        await page.waitForLoadState('networkidle');
        // Hydrated: a link now navigates inside the app, in the same document (a mark on it survives).
        await expect(page.locator(`main [data-route-id="${screen.id}"]`)).toBeVisible();
        await page.evaluate(() => {
          document.body.dataset.sameDocument = 'yes';
        });
        await page.locator('footer [data-footer="blog"]').click();
        await expect(page.locator('main [data-route-id="blog"]')).toBeVisible();
        await expect(page.locator('body')).toHaveAttribute('data-same-document', 'yes');
        expect(messages).toEqual([]);
        expect(listRequests).toEqual([]);
      });
    }
  }
});
