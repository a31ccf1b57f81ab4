import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { askToEnter, openTournamentForPlayer, RequestsScreen } from './pages/requests';
import { signIn } from './pages/session';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.help}`);
}

// Both flows read and change the organiser's pending count: one at a time keeps the count theirs.
test.describe.configure({ mode: 'serial' });

for (const locale of ['es', 'en'] as const) {
  test(`(${locale}) the player asks to enter, the organiser's badge rises, approving enters the player`, async ({ browser, baseURL, request }) => {
    const base = baseURL ?? '';
    const name = `Open de solicitudes ${locale} ${Date.now().toString(36)}`;
    const { validId, personId } = await openTournamentForPlayer(request, base, name);

    const organizerContext = await browser.newContext();
    await signIn(organizerContext, base, 'organizador');
    const inbox = new RequestsScreen(await organizerContext.newPage(), locale);
    await inbox.open();
    const before = await inbox.pendingCount();

    const playerContext = await browser.newContext();
    await signIn(playerContext, base, 'jugador');
    const player = await playerContext.newPage();
    await player.goto(`${inbox.texts.tournament}/${validId}`);
    await player.getByRole('button', { name: locale === 'es' ? `Pedir la inscripción en ${name}` : `Ask to enter ${name}` }).click();
    await expect(player.getByTestId('ask-pending')).toBeVisible();

    await inbox.open('?status=pending');
    expect(await inbox.pendingCount()).toBe(before + 1);
    const card = inbox.page.getByTestId('certification').filter({ hasText: name });
    const link = await card.getByRole('link').getAttribute('href');
    const requestId = Number(link?.split('/').at(-1));
    await inbox.approve(requestId);
    // The decision refreshes the count without reloading the page.
    await expect.poll(() => inbox.pendingCount()).toBe(before);

    await player.goto(`${inbox.texts.tournament}/${validId}`);
    await player.getByRole('link', { name: inbox.texts.participants, exact: true }).click();
    await expect(player.locator(`[data-testid="entry"][data-person-id="${personId}"]`)).toBeVisible();
    await organizerContext.close();
    await playerContext.close();
  });

  test(`(${locale}) a rejection with its reason reaches the requester`, async ({ browser, baseURL, request }) => {
    const base = baseURL ?? '';
    const { validId } = await openTournamentForPlayer(request, base, `Copa rechazada ${locale} ${Date.now().toString(36)}`);
    const asked = await askToEnter(request, base, validId);
    const reason = locale === 'es' ? 'El cupo está completo' : 'The draw is already full';

    const organizerContext = await browser.newContext();
    await signIn(organizerContext, base, 'organizador');
    const inbox = new RequestsScreen(await organizerContext.newPage(), locale);
    await inbox.open('?status=pending&type=tournament-inscription');
    await expect(inbox.card(asked.id)).toBeVisible();
    expect(await seriousViolations(inbox.page)).toEqual([]);
    await inbox.reject(asked.id, reason);

    const playerContext = await browser.newContext();
    await signIn(playerContext, base, 'jugador');
    const sent = new RequestsScreen(await playerContext.newPage(), locale);
    await sent.open('?box=sent&status=rejected');
    await expect(sent.card(asked.id).getByTestId('certification-reason')).toContainText(reason);
    await sent.card(asked.id).getByRole('link').click();
    await expect(sent.page.getByTestId('request-history').locator('[data-status="rejected"]')).toContainText(reason);
    expect(await seriousViolations(sent.page)).toEqual([]);
    await organizerContext.close();
    await playerContext.close();
  });
}
