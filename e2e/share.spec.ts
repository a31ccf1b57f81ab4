import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';

interface Named {
  id: number;
  name: string;
}

/** A demo tournament with its first phase, read from the API. */
async function demoPhase(request: APIRequestContext) {
  const valids = ((await (await request.get('/api/valid?size=20')).json()) as { data: { items: Named[] } }).data.items;
  for (const valid of valids) {
    const detail = ((await (await request.get(`/api/valid/${valid.id}`)).json()) as { data: { phases: Named[] } }).data;
    const phase = detail.phases[0];
    if (phase) return { valid, phase };
  }
  throw new Error('the demo data has no tournament with a phase');
}

const TEXTS = {
  es: { path: (v: number, p: number) => `/torneos/${v}/fases/${p}/info`, qr: 'Mostrar el código QR de esta página', share: 'Compartir esta página', copied: 'Enlace copiado', dialog: 'Código QR de la página' },
  en: { path: (v: number, p: number) => `/en/tournaments/${v}/phases/${p}/info`, qr: "Show this page's QR code", share: 'Share this page', copied: 'Link copied', dialog: "The page's QR code" },
} as const;

for (const [locale, width] of [['es', 375], ['en', 1280]] as const) {
  test(`a phase page names its tournament and phase, and shares its link and QR (${locale}, ${width} px)`, async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width, height: 800 });
    const { valid, phase } = await demoPhase(request);
    const texts = TEXTS[locale];
    await page.goto(texts.path(valid.id, phase.id));
    await expect(page).toHaveTitle(new RegExp(`${valid.name}.* · ${phase.name}`));
    const crumbs = page.getByTestId('breadcrumbs');
    await expect(crumbs.getByRole('link', { name: valid.name })).toBeVisible();
    await expect(crumbs.getByText(phase.name)).toBeVisible();

    // Keyboard: the QR button is reached and pressed without a pointer.
    const qrButton = page.getByRole('button', { name: texts.qr });
    await qrButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: texts.dialog });
    await expect(dialog.getByTestId('qr-image')).toBeVisible();
    const url = await dialog.getByTestId('share-url').inputValue();
    expect(url).toBe(new URL(texts.path(valid.id, phase.id), page.url()).href);
    expect((await new AxeBuilder({ page }).include('[data-testid="qr-dialog"]').analyze()).violations.filter((item) => item.impact === 'serious' || item.impact === 'critical')).toEqual([]);
    await page.screenshot({ path: `test-results/share-qr-${locale}-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(qrButton).toBeFocused();

    // A desktop (and this test browser) copies the link and says so.
    await page.getByRole('button', { name: texts.share }).click();
    await expect(page.getByText(texts.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // Moving within the app (no new page from the server), the head names the tournament and shows its card.
    await crumbs.getByRole('link', { name: valid.name }).click();
    await expect(page).toHaveTitle(new RegExp(`${valid.name} · Torneos$`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`/api/card/${locale}/tournament/${valid.id}\\.png\\?v=\\d+$`));
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });
}
