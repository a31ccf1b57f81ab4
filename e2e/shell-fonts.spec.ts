import { expect, test, type Page } from '@playwright/test';

const LEAD = 'Torneos y ligas de la comunidad';

/** The faces the browser draws an element's text with, as it reports them (`CSS.getPlatformFontsForNode`). */
async function fontsOf(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

const lead = 'main [data-route-id] header p';

test.describe('the text face', () => {
  test('a page whose fonts came after its first paint keeps its face, then reads in Roboto from the first press on', async ({ page }) => {
    // The font files come 2.5 s late: the first paint is long over, and the optional faces are left out of it.
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    const fontResponses: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('.woff2')) fontResponses.push(request.url());
    });
    await page.goto('/torneos');
    await expect(page.locator(lead)).toContainText(LEAD);
    await expect.poll(() => fontResponses.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // The file is in, and the text still reads in the fallback face, with nothing moved.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await fontsOf(page, lead)).not.toContain('Roboto');

    // The first press on the page (not on a link or button): the same faces swap in.
    await page.locator(lead).click();
    await expect.poll(() => fontsOf(page, lead), { timeout: 15_000 }).toContain('Roboto');
    await expect(page).toHaveURL(/\/torneos$/);
  });

  test('a page whose fonts are in before its first paint reads in Roboto from the start', async ({ page }) => {
    // A first page brings the font files into the browser's cache; the next page opened has them at once.
    await page.goto('/torneos');
    await page.waitForLoadState('networkidle');
    await page.goto('/torneos?pagina=1');
    await expect(page.locator(lead)).toContainText(LEAD);
    await expect.poll(() => fontsOf(page, lead)).toContain('Roboto');
  });
});
