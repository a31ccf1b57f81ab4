import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page as Paged, Valid } from '@domain/contract';
import { FedRankingsScreen } from './pages/fed-rankings';
import { signIn } from './pages/session';
import { WizardScreen } from './pages/wizard';

test.describe.configure({ timeout: 90_000 });

/** The demo's open of 32, men and women, finished and played to its champion. */
const OPEN = 'Gran Premio de Tenis de Mesa';

for (const locale of ['es', 'en'] as const) {
  test(`the wizard's review names the ranking a new tournament feeds, and warns when it feeds none (${locale})`, async ({ page, context, baseURL }) => {
    await signIn(context, baseURL ?? '', 'organizador');
    const wizard = new WizardScreen(page, locale);
    const fed = new FedRankingsScreen(page, locale);
    await wizard.open();
    await wizard.root.getByLabel(wizard.text.name).fill(`Copa Ranking ${locale} ${Date.now().toString(36)}`);
    await wizard.root.getByLabel(wizard.text.sport).selectOption({ label: wizard.text.tableTennis });
    // The proposed gender follows the community's tables, which other tests add to (its rule has a unit test): the
    // organiser picks men's, and the tables it feeds show at once.
    await wizard.root.getByLabel(fed.text.gender, { exact: true }).selectOption({ label: fed.text.male });
    await expect(fed.tables(wizard.root).first()).toHaveText(fed.text.menTable);
    await wizard.next();
    await wizard.fillSchedule('2027-05-08', '2027-05-09', '2027-05-01');
    await wizard.choosePreset('groupsKnockout');
    await wizard.expectStep('review');
    const review = page.getByTestId('wizard-review-rankings');
    await expect(fed.tables(review).first()).toHaveText(fed.text.menTable);
    await expect(fed.tables(review).first().getByRole('link')).toHaveAttribute('href', /\/modalid|\/modalities\//);
    await expect(fed.warning(review)).toHaveCount(0);

    // Doubles: no table of the community ranks them, and the review says so.
    await page.getByTestId('wizard-review').getByRole('button').first().click();
    await wizard.expectStep('basics');
    await wizard.root.getByLabel(fed.text.modality, { exact: true }).selectOption({ label: fed.text.doubles });
    await expect(fed.warning(wizard.root)).toHaveText(fed.text.none);
    await wizard.next();
    await wizard.next();
    await wizard.next();
    await wizard.expectStep('review');
    await expect(fed.warning(review)).toHaveText(fed.text.none);
    await expect(fed.tables(review)).toHaveCount(0);
    expect((await new AxeBuilder({ page }).include('[data-testid="wizard-review"]').withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);
  });

  test(`the demo open's page names the ranking table it fed, and that table lists it among the tournaments that counted (${locale})`, async ({ page, request }) => {
    const fed = new FedRankingsScreen(page, locale);
    const listed = (await (await request.get(`/api/valid?q=${encodeURIComponent(OPEN)}&statusId=3`)).json()) as { data: Paged<Valid> };
    const open = listed.data.items.find((item) => item.name === OPEN);
    expect(open, 'the demo has its open of 32').toBeDefined();
    await fed.openTournament(open?.id ?? 0);
    const tables = fed.tables(page.locator('[data-route-id="tournament-detail"]'));
    await expect(tables).toHaveCount(1);
    await expect(tables).toHaveText(fed.text.mixedTable);
    await tables.getByRole('link').click();
    await expect(page.locator('[data-route-id="ranking-modality"]')).toBeVisible();
    await expect(fed.updated()).toHaveText(fed.text.updated);
    await expect(fed.counted().filter({ hasText: OPEN })).toHaveCount(1);
    await expect(page.getByTestId('standings')).toBeVisible();
    expect((await new AxeBuilder({ page }).include('[data-route-id="ranking-modality"]').withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);
  });
}
