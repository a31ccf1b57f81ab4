import { expect, test, type Locator } from '@playwright/test';
import { createTeamLeague, readMatches } from './pages/competition-api';
import { MatchScreen } from './pages/match';
import { authHeaders, signIn } from './pages/session';

test.describe.configure({ timeout: 90_000 });

const FLOWS = [
  { locale: 'es', viewport: { width: 1280, height: 900 }, enter: 'Cargar resultado', save: 'Guardar resultado', toast: 'Resultado guardado', notPlayed: 'No se juega', sheetNotPlayed: 'No se jugó', lineupMissing: 'Elige un jugador para cada puesto', unscheduled: 'Sin fecha ni hora asignadas' },
  { locale: 'en', viewport: { width: 375, height: 800 }, enter: 'Enter result', save: 'Save result', toast: 'Result saved', notPlayed: 'Not played: the encounter', sheetNotPlayed: 'Not played', lineupMissing: 'Choose a player for every place', unscheduled: 'No date or time set yet' },
] as const;

type Games = ReadonlyArray<readonly [number, number]>;
const HOME: Games = [[11, 6], [11, 8], [11, 4]];
const AWAY: Games = [[7, 11], [11, 9], [8, 11], [9, 11]];

/** Types an individual match's games into its block of the form (rows appear as the match goes on). */
async function playGame(block: Locator, games: Games) {
  for (const [row, [home, away]] of games.entries()) {
    const fields = block.getByRole('textbox');
    await fields.nth(row * 2).fill(String(home));
    await fields.nth(row * 2 + 1).fill(String(away));
  }
}

for (const flow of FLOWS) {
  test(`an organiser (${flow.locale}, ${flow.viewport.width} px) enters a team encounter match by match, 3–1 with both line-ups, and prints its sheet`, async ({ page, context, baseURL, request }) => {
    await page.setViewportSize(flow.viewport);
    await signIn(context, baseURL ?? '', 'organizador');
    const headers = await authHeaders(context);
    const tag = `E${flow.locale}${Date.now().toString(36)}`;
    const league = await createTeamLeague(request, headers, { name: `Liga por equipos ${tag}`, tag });
    const [encounter] = await readMatches(request, league.phaseId);
    if (!encounter) throw new Error('the draw made no encounter');

    const match = new MatchScreen(page, flow.locale);
    await match.open(encounter.id);
    // Not given a time yet, and the page says so where the day, time and venue go.
    await expect(page.getByTestId('match-when')).toContainText(flow.unscheduled);
    await page.getByTestId('enter-result').click();
    const home = match.dialog.getByTestId('lineup-home');
    const away = match.dialog.getByTestId('lineup-away');
    await expect(home.getByRole('combobox')).toHaveCount(3);

    // Saving without line-ups is refused in place.
    await match.save(flow.save);
    await expect(match.dialog.getByRole('alert')).toContainText(flow.lineupMissing);

    // Each captain's places, A B C and X Y Z, from the team's own roster.
    const homeName = (await home.locator('legend').textContent()) ?? '';
    const awayName = (await away.locator('legend').textContent()) ?? '';
    const homePlayers = league.teams.find((team) => team.name === homeName)?.players ?? [];
    const awayPlayers = league.teams.find((team) => team.name === awayName)?.players ?? [];
    expect([homePlayers.length, awayPlayers.length]).toEqual([4, 4]);
    for (const [place, letter] of ['A', 'B', 'C'].entries()) await home.getByRole('combobox', { name: letter, exact: true }).selectOption({ label: homePlayers[place] ?? '' });
    for (const [place, letter] of ['X', 'Y', 'Z'].entries()) await away.getByRole('combobox', { name: letter, exact: true }).selectOption({ label: awayPlayers[place] ?? '' });

    // Match by match in the world team order: A–X, B–Y, C–Z, A–Y; the fifth is not played once it is 3–1.
    const block = (n: number) => match.dialog.getByTestId(`encounter-game-${n}`);
    await expect(block(1)).toContainText(`${homePlayers[0]} · ${awayPlayers[0]}`);
    await expect(block(4)).toContainText(`${homePlayers[0]} · ${awayPlayers[1]}`);
    await playGame(block(1), HOME);
    await playGame(block(2), AWAY);
    await playGame(block(3), HOME);
    await expect(match.dialog.getByTestId('encounter-score')).toContainText('2 – 1');
    await playGame(block(4), HOME);
    await expect(match.dialog.getByTestId('encounter-score')).toContainText('3 – 1');
    await expect(block(5)).toContainText(flow.notPlayed);
    await expect(block(5).getByRole('textbox')).toHaveCount(0);
    await match.save(flow.save);
    await expect(match.dialog).toBeHidden();
    await expect(page.getByText(flow.toast)).toBeVisible();

    // The scoreboard counts individual matches; the sheet names who played each one.
    await expect(match.scoreboard).toContainText('3 : 1');
    const sheet = page.getByTestId('team-sheet');
    await expect(sheet).toContainText(homePlayers[2] ?? '');
    const rows = page.getByTestId('team-sheet-games').locator('tbody tr');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(1)).toContainText(`${homePlayers[1]}`);
    await expect(rows.nth(1)).toContainText('7–11, 11–9, 8–11, 9–11');
    await expect(rows.nth(3)).toContainText('3–1');
    await expect(rows.nth(4)).toContainText(flow.sheetNotPlayed);

    // Printed, the sheet keeps the line-ups and adds the captains' signature lines, without the app's frame.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header').first()).toBeHidden();
    await expect(sheet.getByText(homeName, { exact: false }).first()).toBeVisible();
    await expect(sheet.locator('p.border-t').first()).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    const saved = (await readMatches(request, league.phaseId)).find((row) => row.id === encounter.id);
    expect(saved?.result?.rubbers).toHaveLength(4);
    expect(saved?.lineup?.home.singles).toHaveLength(3);
  });
}
