import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createPlayablePhase, createTeamLeague, drawPhase } from './pages/competition-api';
import { authHeaders, signIn } from './pages/session';

test.describe.configure({ timeout: 180_000 });

const SHOTS = '/tmp/print-shots';
// The printable width of A4 with 10 mm margins, in CSS pixels: 190 mm portrait, 277 mm landscape.
const PRINT_WIDTH = { portrait: 718, landscape: 1047 };

/** Pages of a PDF: its page objects (`/Type /Page`, not the `/Type /Pages` tree nodes). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

/** Elements of the sheets, under print media, whose content is wider than their box or that reach past the paper. */
async function overflowing(page: Page) {
  return page.evaluate(() => {
    const paper = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('.print-stack *')) {
      if (!(element instanceof HTMLElement) || element.clientWidth === 0) continue;
      const box = element.getBoundingClientRect();
      if (element.scrollWidth > element.clientWidth + 1 || box.right > paper + 1) found.push(`${element.tagName}.${element.className}: ${element.textContent?.slice(0, 40) ?? ''}`);
    }
    return found;
  });
}

/** Renders the sheet as printed on A4 (print media, the paper's width), checks nothing overflows, saves a PNG and the PDF's page count. */
async function printSheet(page: Page, path: string, orientation: 'portrait' | 'landscape', shot: string): Promise<number> {
  await page.setViewportSize({ width: PRINT_WIDTH[orientation], height: 900 });
  await page.goto(path);
  await expect(page.locator('.print-stack .print-page').first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-toolbar')).toBeHidden();
  expect(await overflowing(page), `${path} overflows`).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: false });
  await page.emulateMedia({ media: 'screen' });
  return pageCount(pdf);
}

test('a 16-line bracket, a group sheet and score cards print on A4 with the expected sheets and nothing overflowing', async ({ page, context, baseURL, request }) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(context, baseURL ?? '', 'organizador');
  const headers = await authHeaders(context);
  const tag = Date.now().toString(36);
  const knockout = await createPlayablePhase(request, headers, { name: `Copa Imprenta ${tag}`, entries: 16, knockout: true });
  await drawPhase(request, headers, knockout.phaseId);
  const groups = await createPlayablePhase(request, headers, { name: `Liga Imprenta ${tag}`, entries: 8 });
  await drawPhase(request, headers, groups.phaseId, { groupCount: 2 });

  // The bracket: 16 lines, 15 matches and the third-place match, one landscape sheet.
  const bracketPages = await printSheet(page, `/torneos/${knockout.validId}/fases/${knockout.phaseId}/imprimir/llaves`, 'landscape', 'bracket-16-es');
  await expect(page.getByTestId('bracket-page')).toHaveCount(1);
  await expect(page.locator('.pb-match')).toHaveCount(16);
  expect(bracketPages).toBe(1);

  // The groups: two groups of four on one portrait sheet, each with its results grid and standings.
  const groupPages = await printSheet(page, `/en/tournaments/${groups.validId}/phases/${groups.phaseId}/print/groups`, 'portrait', 'groups-en');
  await expect(page.getByTestId('print-group')).toHaveCount(2);
  await expect(page.getByTestId('print-group').first().getByRole('table')).toHaveCount(2);
  expect(groupPages).toBe(1);

  // Score cards: the 12 group matches, six to a sheet, each with a QR code to its live page.
  const cardPages = await printSheet(page, `/torneos/${groups.validId}/fases/${groups.phaseId}/imprimir/planillas`, 'portrait', 'score-cards-es');
  await expect(page.getByTestId('score-card')).toHaveCount(12);
  await expect(page.getByTestId('score-card').first().getByRole('img', { name: /Código QR/ })).toBeVisible();
  expect(cardPages).toBe(2);

  // The knockout's cards: 15 matches and the third-place match (no byes in 16), three sheets.
  const knockoutCards = await printSheet(page, `/en/tournaments/${knockout.validId}/phases/${knockout.phaseId}/print/score-cards`, 'portrait', 'score-cards-knockout-en');
  expect(knockoutCards).toBe(3);
});

test('the Print menu opens a sheet on its own page in both languages, phones included; a missing tournament is a 404 page', async ({ page, context, baseURL, request }) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(context, baseURL ?? '', 'organizador');
  const headers = await authHeaders(context);
  const knockout = await createPlayablePhase(request, headers, { name: `Copa Menú ${Date.now().toString(36)}`, entries: 16, knockout: true });
  await drawPhase(request, headers, knockout.phaseId);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/torneos/${knockout.validId}/fases/${knockout.phaseId}/info`);
  await page.getByTestId('print-menu').click();
  await page.getByRole('menuitem', { name: 'Llaves' }).click();
  await expect(page).toHaveURL(new RegExp(`/torneos/${knockout.validId}/fases/${knockout.phaseId}/imprimir/llaves$`));
  await expect(page.getByRole('heading', { level: 1, name: /Llaves/ })).toBeVisible();
  // No navigation frame around the sheet; a Print button instead.
  await expect(page.locator('header nav, footer')).toHaveCount(0);
  await expect(page.getByTestId('print-button')).toBeVisible();
  await expect(page.locator('.pb-match')).toHaveCount(16);
  await page.screenshot({ path: `${SHOTS}/bracket-screen-375-es.png`, fullPage: true });

  await page.getByTestId('locale-switch').click();
  await expect(page).toHaveURL(new RegExp(`/en/tournaments/${knockout.validId}/phases/${knockout.phaseId}/print/bracket$`));
  await expect(page.getByRole('heading', { level: 1, name: /Bracket/ })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/en/tournaments/${knockout.validId}/info`);
  await page.getByTestId('print-menu').click();
  await page.getByRole('menuitem', { name: 'Order of play' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Order of play/ })).toBeVisible();
  await expect(page.getByTestId('print-empty')).toContainText('No match of this tournament has a time yet');
  await page.goto(`/en/tournaments/${knockout.validId}/phases/${knockout.phaseId}/print/score-cards`);
  await expect(page.getByTestId('score-card')).toHaveCount(16);
  await page.screenshot({ path: `${SHOTS}/score-cards-screen-1280-en.png` });

  const missing = await page.goto('/torneos/987654/imprimir/posiciones');
  expect(missing?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  const unknownSheet = await page.goto(`/en/tournaments/${knockout.validId}/print/nothing-here`);
  expect(unknownSheet?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('a team encounter prints its match sheet, and the order of play lists it on its court at its local time', async ({ page, context, baseURL, request }) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(context, baseURL ?? '', 'organizador');
  const headers = await authHeaders(context);
  const tag = Date.now().toString(36);
  const league = await createTeamLeague(request, headers, { name: `Liga Equipos ${tag}`, tag });
  const places = (await (await request.get('/api/place?size=1', { headers })).json()) as { data: { items: { id: number; name: string }[] } };
  const place = places.data.items[0];
  if (!place) throw new Error('the demo data has no place');
  const scheduled = await request.post('/api/calendar/schedule', {
    headers,
    data: { validId: league.validId, days: [{ date: '2027-05-01', start: '10:00', end: '18:00' }], places: [{ placeId: place.id, courts: ['3'] }], durationMinutes: 60, restMinutes: 0, replace: true },
  });
  expect(scheduled.ok(), await scheduled.text()).toBe(true);

  const sheetPages = await printSheet(page, `/en/tournaments/${league.validId}/phases/${league.phaseId}/print/team-sheets`, 'portrait', 'team-sheet-en');
  await expect(page.getByTestId('team-sheet-page')).toHaveCount(1);
  await expect(page.getByTestId('team-sheet-page')).toContainText(league.teams[0]?.name ?? '');
  await expect(page.getByRole('rowheader', { name: 'A', exact: true })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'X', exact: true })).toBeVisible();
  expect(sheetPages).toBe(1);

  const playPages = await printSheet(page, `/torneos/${league.validId}/imprimir/orden-de-juego`, 'portrait', 'order-of-play-es');
  await expect(page.getByTestId('play-court')).toHaveCount(1);
  await expect(page.getByTestId('play-court')).toContainText(`${place.name} · mesa o cancha 3`);
  // The court's first row is the encounter, at the time the scheduler gave it, in the community's time zone.
  const calendar = (await (await request.post('/api/calendar/tournaments', { data: { validIds: [league.validId] } })).json()) as { data: { entries: { scheduledAt: string | null }[]; timeZone: string } };
  const at = calendar.data.entries[0]?.scheduledAt ?? '';
  const local = new Intl.DateTimeFormat('es', { timeZone: calendar.data.timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(at));
  await expect(page.getByTestId('play-court').getByRole('row').nth(1)).toContainText(local);
  expect(playPages).toBe(1);
});
