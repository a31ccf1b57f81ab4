import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { GroupSummary } from '@domain/contract';
import { createPlayablePhase, drawPhase, gamesWon, readDraw, readMatches, saveResult, startPhase } from './pages/competition-api';
import { PhaseScreen } from './pages/phase';
import { authHeaders, signIn } from './pages/session';

test.describe.configure({ timeout: 120_000 });

const FLOWS = [
  {
    locale: 'es', width: 1280, open: 'Mover a grupo…', target: 'Grupo de destino', swap: 'Intercambiar con', submit: 'Mover',
    moved: (name: string) => `${name} pasó al Grupo B`, uneven: 'Los grupos quedarían con más de un participante de diferencia',
  },
  {
    locale: 'en', width: 375, open: 'Move to group…', target: 'Target group', swap: 'Swap with', submit: 'Move',
    moved: (name: string) => `${name} moved to Group B`, uneven: 'The groups would differ by more than one entry',
  },
] as const;

const nameOf = (entry: GroupSummary['entries'][number]) => `${entry.firstName} ${entry.lastName}`.trim();

for (const flow of FLOWS) {
  test(`an organiser (${flow.locale}, ${flow.width} px) swaps two entries between groups before the first result, and the menu goes once a result is in`, async ({ page, context, baseURL, request }) => {
    await page.setViewportSize({ width: flow.width, height: 900 });
    await signIn(context, baseURL ?? '', 'organizador');
    const headers = await authHeaders(context);
    const { validId, phaseId } = await createPlayablePhase(request, headers, { name: `Copa de grupos ${flow.locale} ${Date.now().toString(36)}`, entries: 8 });
    await drawPhase(request, headers, phaseId, { groupCount: 2 });
    const drawn = await readDraw(request, phaseId);
    const [a, b] = drawn.groups;
    const moving = a?.entries[0];
    const partner = b?.entries[1];
    if (!moving || !partner) throw new Error('two groups of four expected');
    const phase = new PhaseScreen(page, flow.locale);

    await phase.open(validId, phaseId, 'groups');
    await expect(phase.groups).toHaveCount(2);
    const row = page.locator('[data-group="A"]').getByTestId('group-moves').getByRole('listitem').filter({ hasText: nameOf(moving) });
    await row.getByText(flow.open).click();
    const form = row.getByRole('form');
    await expect(form.getByLabel(flow.target)).toHaveValue(String(b?.id));
    await form.getByLabel(flow.swap).selectOption({ label: nameOf(partner) });
    expect((await new AxeBuilder({ page }).include('[data-testid="group-moves"]').analyze()).violations).toEqual([]);
    await form.getByRole('button', { name: flow.submit, exact: true }).click();
    await expect(page.getByText(flow.moved(nameOf(moving)))).toBeVisible();
    const groupB = page.locator('[data-group="B"]');
    await expect(groupB.getByTestId('group-moves')).toContainText(nameOf(moving));
    await expect(page.locator('[data-group="A"]').getByTestId('group-moves')).toContainText(nameOf(partner));
    const after = await readDraw(request, phaseId);
    expect(after.version).toBe(drawn.version + 1);
    expect(after.groups.map((group) => group.entries.length)).toEqual([4, 4]);

    // A plain move from four to four would leave three and five: refused in place, nothing changes.
    const stay = page.locator('[data-group="A"]').getByTestId('group-moves').getByRole('listitem').filter({ hasText: nameOf(partner) });
    await stay.getByText(flow.open).click();
    await stay.getByRole('form').getByRole('button', { name: flow.submit, exact: true }).click();
    await expect(stay.getByTestId('move-refusal')).toContainText(flow.uneven);
    expect((await readDraw(request, phaseId)).version).toBe(after.version);

    await startPhase(request, headers, phaseId);
    const [first] = await readMatches(request, phaseId);
    if (!first) throw new Error('no match drawn');
    await saveResult(request, headers, first, gamesWon('home', 3, 0));
    await page.reload();
    await expect(phase.groups).toHaveCount(2);
    await expect(page.getByTestId('group-moves')).toHaveCount(0);
    await expect(page.getByText(flow.open)).toHaveCount(0);
  });
}
