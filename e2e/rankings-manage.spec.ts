import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { RankingsScreen } from './pages/rankings';
import { signIn } from './pages/session';

test.describe.configure({ timeout: 45_000 });

const FLOWS = [
  { locale: 'es', width: 1280 },
  { locale: 'en', width: 375 },
] as const;

for (const flow of FLOWS) {
  test(`the organiser creates a ranking with a table, edits it and creates a division (${flow.locale}, ${flow.width} px)`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: flow.width, height: 900 });
    await signIn(context, baseURL ?? '', 'organizador');
    const screen = new RankingsScreen(page, flow.locale);
    const tag = `${flow.locale} ${Date.now().toString(36)}`;
    const name = `Circuito Juvenil ${tag}`;
    const renamed = `Circuito Juvenil 2027 ${tag}`;

    await screen.openList();
    await screen.createRanking(name);
    // The list reads the new ranking with its one table.
    await expect(screen.card(name)).toContainText(screen.texts.oneTable);

    // Its owner changes it from its card: a new name and a second table.
    await screen.openEdit(name);
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);
    await screen.renameAndAddWomensTable(renamed);
    await expect(screen.card(renamed)).toContainText(screen.texts.tables(2));

    const division = await screen.createDivision(`Divisiones ${tag}`);
    await expect(division.getByRole('listitem')).toHaveCount(3);
  });
}
