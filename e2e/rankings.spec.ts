import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ModalityTableRow, Page as Paged, RankingView, Valid } from '@domain/contract';
import { authHeaders, signIn } from './pages/session';
import { chooseStatus } from './pages/status-actions';

// Both locales read and may finish the same demo cup: one after the other, each able to run alone or again.
test.describe.configure({ mode: 'serial', timeout: 45_000 });

const RANKING = 'Ranking Nacional de Tenis de Mesa';
const CUP = 'Copa Relámpago Masculina';
const CHAMPION = 'Mateo Ortiz';

const FLOWS = [
  {
    locale: 'es', width: 1280, table: (r: number, m: number) => `/rankings/${r}/modalidades/${m}`, info: (v: number) => `/torneos/${v}/info`,
    finish: 'Finalizar', up: /^Sube \d+ puestos?$/, balanceOf: (points: number) => `${points} puntos: balance de ${CHAMPION}`, won: 'Terminó en el puesto 1',
  },
  {
    locale: 'en', width: 375, table: (r: number, m: number) => `/en/rankings/${r}/modalities/${m}`, info: (v: number) => `/en/tournaments/${v}/info`,
    finish: 'Finish', up: /^Up \d+ places?$/, balanceOf: (points: number) => `${points} points: balance of ${CHAMPION}`, won: 'Finished in place 1',
  },
] as const;

async function read<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The demo ranking, its men's singles table, the cup that is ready to finish, and the champion's row now. */
async function demo(request: APIRequestContext) {
  const ranking = (await read<Paged<RankingView>>(request, `/api/ranking?q=${encodeURIComponent(RANKING)}`)).items.find((item) => item.name === RANKING);
  const cup = (await read<Paged<Valid>>(request, `/api/valid?q=${encodeURIComponent(CUP)}`)).items.find((item) => item.name === CUP);
  const table = ranking?.rankingModalities[0];
  if (!ranking || !cup || !table) throw new Error('the demo data has no ranking with a cup ready to finish');
  const champion = async () => (await read<{ items: ModalityTableRow[] }>(request, `/api/ranking/modality/${table.id}?q=${encodeURIComponent(CHAMPION)}`)).items[0];
  return { rankingId: ranking.id, tableId: table.id, cup, champion };
}

const row = (page: Page, name: string) => page.getByTestId('standing').filter({ has: page.getByRole('link', { name, exact: true }) });

for (const flow of FLOWS) {
  test(`the ranking table shows the demo ranking with its movement, readable by everyone (${flow.locale}, ${flow.width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width: flow.width, height: 900 });
    const { rankingId, tableId } = await demo(request);
    await page.goto(flow.table(rankingId, tableId));
    const standings = page.getByTestId('standings');
    // The first visit loads the screen's code; a busy machine may take a while.
    await expect(standings.locator('[data-movement="up"]').first()).toBeVisible({ timeout: 15_000 });
    await expect(standings.locator('[data-movement="down"]').first()).toBeVisible();
    await expect(standings.locator('[data-movement="up"] .sr-only').first()).toHaveText(flow.up);
    expect((await new AxeBuilder({ page }).include('[data-route-id="ranking-modality"]').withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);
  });
}

for (const flow of FLOWS) {
  test(`finishing a demo cup moves its champion up the ranking and the balance shows why (${flow.locale}, ${flow.width} px)`, async ({ page, context, baseURL, request }) => {
    await page.setViewportSize({ width: flow.width, height: 900 });
    await signIn(context, baseURL ?? '', 'organizador');
    const headers = await authHeaders(context);
    const { rankingId, tableId, cup, champion } = await demo(request);
    const before = await champion();

    // The owner finishes the cup on its page (unless the other language's run already did).
    const finishing = cup.statusId !== 3;
    if (finishing) {
      expect(before?.position).toBe(11);
      await page.goto(flow.info(cup.id));
      await chooseStatus(page.getByTestId('valid-status-actions'), flow.finish);
      await page.getByTestId('confirm-dialog').getByRole('button', { name: flow.finish }).click();
      await expect.poll(async () => (await read<Valid>(request, `/api/valid/${cup.id}`)).statusId).toBe(3);
    }
    await expect.poll(async () => (await champion())?.position, { timeout: 10_000 }).toBe(2);
    const after = await champion();
    const points = after?.points ?? 0;
    if (finishing) expect(points).toBeGreaterThan(before?.points ?? 0);

    // His row now reads second, moved up, and his points open his balance with the cup's line.
    await page.goto(flow.table(rankingId, tableId));
    const mine = row(page, CHAMPION);
    await expect(mine).toHaveAttribute('data-position', '2');
    await expect(mine.locator('[data-movement="up"] .sr-only')).toHaveText(flow.up);
    await mine.getByRole('link', { name: flow.balanceOf(points) }).click();
    const line = page.getByTestId('balance-line').filter({ hasText: CUP }).filter({ hasText: flow.won });
    await expect(line).toContainText('+100');
    await expect(page.getByTestId('balance-total')).toHaveText(String(points));
    const lines = await page.getByTestId('balance-line').count();

    // Finishing again changes nothing: same lines, same points, same position.
    const again = await request.post(`/api/discounts/finish/valids/${cup.id}`, { headers });
    expect(again.ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('balance-total')).toHaveText(String(points));
    await expect(page.getByTestId('balance-line')).toHaveCount(lines);
    expect(await champion()).toMatchObject({ position: 2, points });
  });
}
