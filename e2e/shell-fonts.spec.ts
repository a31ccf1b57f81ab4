import { expect, test, type Page } from '@playwright/test';

const LEAD = 'Torneos y ligas de la comunidad';
const lead = 'main [data-route-id] header p';

/** The downloaded faces (not the device's own) the browser draws an element's text with (`CSS.getPlatformFontsForNode`). */
async function webFacesOf(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.filter((font) => font.isCustomFont).map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

/** Every font file the page asks for. */
function fontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) urls.push(request.url());
  });
  return urls;
}

const facesCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'faces')?.value;

test.describe('the text face', () => {
  test("a first visit reads in the device's face and asks for no font, then reads in Roboto from the first press on", async ({ page }) => {
    const asked = fontRequests(page);
    await page.goto('/torneos');
    await expect(page.locator(lead)).toContainText(LEAD);
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(asked).toEqual([]);
    expect(await webFacesOf(page, lead)).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-faces');

    // The first press on the page (not on a link or button): the faces come and swap in, and the browser remembers it.
    await page.locator(lead).click();
    await expect.poll(() => webFacesOf(page, lead), { timeout: 15_000 }).toContain('Roboto');
    await expect(page).toHaveURL(/\/torneos$/);
    await expect.poll(() => facesCookie(page)).toBe('1');
  });

  test('after a visit that had the faces, the next page reads in Roboto from its first paint', async ({ page }) => {
    await page.goto('/torneos');
    await page.locator(lead).click();
    await expect.poll(() => facesCookie(page), { timeout: 15_000 }).toBe('1');
    await page.waitForLoadState('networkidle');

    await page.goto('/torneos?pagina=1');
    await expect(page.locator('html')).toHaveAttribute('data-faces', '');
    await expect(page.locator(lead)).toContainText(LEAD);
    await expect.poll(() => webFacesOf(page, lead)).toContain('Roboto');
  });

  test('a page marked for the faces whose files came after its first paint keeps its face, then swaps at the first press', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'faces', value: '1', url: baseURL ?? 'http://127.0.0.1' }]);
    // The font files come 2.5 s late: the first paint is long over, and the optional faces are left out of it.
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    const arrived: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('.woff2')) arrived.push(request.url());
    });
    await page.goto('/torneos');
    await expect(page.locator('html')).toHaveAttribute('data-faces', '');
    await expect(page.locator(lead)).toContainText(LEAD);
    await expect.poll(() => arrived.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // The file is in, and the text still reads in the device's face, with nothing moved.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await webFacesOf(page, lead)).toEqual([]);

    // The files are in the browser now: asked for again at the press, they come at once.
    await page.unroute('**/*.woff2');
    await page.locator(lead).click();
    await expect.poll(() => webFacesOf(page, lead), { timeout: 15_000 }).toContain('Roboto');
    await expect(page).toHaveURL(/\/torneos$/);
  });
});
