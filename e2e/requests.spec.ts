import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { askToEnter, closeInscriptions, openTournamentForPlayer, RequestsScreen, teamOfOrganizer } from './pages/requests';
import { signIn } from './pages/session';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.help}`);
}

// Both flows read and change the organiser's pending count: one at a time keeps the count theirs.
// Two people in two browsers through a whole request: up to a minute each on a shared, busy machine.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

for (const locale of ['es', 'en'] as const) {
  test(`(${locale}) the player asks to enter, the organiser's badge rises, approving enters the player`, async ({ browser, baseURL, request }) => {
    const base = baseURL ?? '';
    const name = `Open de solicitudes ${locale} ${Date.now().toString(36)}`;
    const { validId, personId } = await openTournamentForPlayer(request, base, name);

    const organizerContext = await browser.newContext();
    await signIn(organizerContext, base, 'organizador');
    const inbox = new RequestsScreen(await organizerContext.newPage(), locale);
    const before = await inbox.open();
    await expect.poll(() => inbox.pendingCount()).toBe(before);

    const playerContext = await browser.newContext();
    await signIn(playerContext, base, 'jugador');
    const player = await playerContext.newPage();
    await player.goto(`${inbox.texts.tournament}/${validId}`);
    await player.getByRole('button', { name: locale === 'es' ? `Pedir la inscripción en ${name}` : `Ask to enter ${name}` }).click();
    await expect(player.getByTestId('ask-pending')).toBeVisible();

    expect(await inbox.open('?status=pending')).toBe(before + 1);
    await expect.poll(() => inbox.pendingCount()).toBe(before + 1);
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

test('(es) the player withdraws a request from the Sent box and the organiser no longer has it pending', async ({ browser, baseURL, request }) => {
  const base = baseURL ?? '';
  const { validId } = await openTournamentForPlayer(request, base, `Copa retirada ${Date.now().toString(36)}`);
  const asked = await askToEnter(request, base, validId);

  const playerContext = await browser.newContext();
  await signIn(playerContext, base, 'jugador');
  const sent = new RequestsScreen(await playerContext.newPage(), 'es');
  await sent.open('?box=sent');
  await sent.expectStatus(asked.id, 'pending');
  await sent.withdraw(asked.id);
  await sent.expectStatus(asked.id, 'withdrawn');
  await expect(sent.card(asked.id).getByRole('button')).toHaveCount(0);
  await sent.card(asked.id).getByRole('link').click();
  await expect(sent.page.getByTestId('request-history').locator('[data-status="withdrawn"]')).toBeVisible();

  const organizerContext = await browser.newContext();
  await signIn(organizerContext, base, 'organizador');
  const inbox = new RequestsScreen(await organizerContext.newPage(), 'es');
  await inbox.open('?status=pending&type=tournament-inscription');
  await inbox.loaded();
  await expect(inbox.card(asked.id)).toHaveCount(0);
  await inbox.open();
  await inbox.expectStatus(asked.id, 'withdrawn');
  await expect(inbox.page.getByRole('button', { name: inbox.texts.approve(asked.id) })).toHaveCount(0);
  await organizerContext.close();
  await playerContext.close();
});

test('(en) a request expires when the organiser closes the inscription window', async ({ browser, baseURL, request }) => {
  const base = baseURL ?? '';
  const { validId } = await openTournamentForPlayer(request, base, `Closing Cup ${Date.now().toString(36)}`);
  const asked = await askToEnter(request, base, validId);
  await closeInscriptions(request, base, validId);

  const playerContext = await browser.newContext();
  await signIn(playerContext, base, 'jugador');
  const sent = new RequestsScreen(await playerContext.newPage(), 'en');
  await sent.open('?box=sent');
  await sent.expectStatus(asked.id, 'expired');
  await expect(sent.page.getByRole('button', { name: sent.texts.withdraw(asked.id) })).toHaveCount(0);
  await sent.card(asked.id).getByRole('link').click();
  await expect(sent.page.getByTestId('request-history').locator('[data-status="expired"]')).toBeVisible();

  const organizerContext = await browser.newContext();
  await signIn(organizerContext, base, 'organizador');
  const inbox = new RequestsScreen(await organizerContext.newPage(), 'en');
  await inbox.open('?type=tournament-inscription');
  await inbox.expectStatus(asked.id, 'expired');
  await expect(inbox.page.getByRole('button', { name: inbox.texts.approve(asked.id) })).toHaveCount(0);
  await organizerContext.close();
  await playerContext.close();
});

for (const locale of ['es', 'en'] as const) {
  test(`(${locale}) the player asks to join a team, the organiser approves, and the team lists the player`, async ({ browser, baseURL, request }) => {
    const base = baseURL ?? '';
    const name = `Equipo unido ${locale} ${Date.now().toString(36)}`;
    const { teamId, personId, playerName } = await teamOfOrganizer(request, base, name);

    const playerContext = await browser.newContext();
    await signIn(playerContext, base, 'jugador');
    const player = await playerContext.newPage();
    const texts = new RequestsScreen(player, locale).texts;
    await player.goto(`${texts.team}/${teamId}`);
    await expect(player.getByRole('heading', { level: 1, name })).toBeVisible();
    await player.getByRole('button', { name: texts.join(name) }).click();
    await expect(player.getByTestId('ask-pending')).toBeVisible();
    const link = await player.getByTestId('ask-pending').getByRole('link').getAttribute('href');
    const requestId = Number(link?.split('/').at(-1));
    expect(requestId).toBeGreaterThan(0);

    const organizerContext = await browser.newContext();
    await signIn(organizerContext, base, 'organizador');
    const inbox = new RequestsScreen(await organizerContext.newPage(), locale);
    await inbox.open('?status=pending&type=join-team');
    await expect(inbox.card(requestId)).toContainText(name);
    await inbox.approve(requestId);

    await player.reload();
    const member = player.getByTestId('person-members').getByRole('link', { name: playerName, exact: true });
    await expect(member).toBeVisible();
    await expect(member).toHaveAttribute('href', locale === 'es' ? `/jugadores/${personId}` : `/en/players/${personId}`);
    await expect(player.getByTestId('ask-pending')).toHaveCount(0);
    await organizerContext.close();
    await playerContext.close();
  });
}
