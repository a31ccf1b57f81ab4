import { expect, test } from '@playwright/test';
import { createPlayablePhase, drawPhase, playAndFinish, readMatches, startPhase, startTournament } from './pages/competition-api';
import { MatchScreen } from './pages/match';
import { authHeaders, signIn } from './pages/session';

test.describe.configure({ timeout: 90_000 });

const FLOWS = [
  {
    locale: 'es',
    viewport: { width: 1280, height: 900 },
    info: (validId: number) => `/torneos/${validId}/info`,
    correct: 'Corregir resultado',
    save: 'Guardar resultado',
    tooShort: 'al menos 3 caracteres',
    reason: 'Motivo: El acta tenía los nombres cambiados',
    toast: 'Resultado corregido',
  },
  {
    locale: 'en',
    viewport: { width: 375, height: 800 },
    info: (validId: number) => `/en/tournaments/${validId}/info`,
    correct: 'Correct result',
    save: 'Save result',
    tooShort: 'at least 3 characters',
    reason: 'Reason: El acta tenía los nombres cambiados',
    toast: 'Result corrected',
  },
] as const;

const AWAY_WINS = [
  [5, 11],
  [7, 11],
  [9, 11],
] as const;

for (const flow of FLOWS) {
  test(`an owner (${flow.locale}) corrects the final of a finished tournament: the champion changes and the history keeps the reason`, async ({ page, context, baseURL, request }) => {
    await page.setViewportSize(flow.viewport);
    await signIn(context, baseURL ?? '', 'organizador');
    const headers = await authHeaders(context);
    const made = await createPlayablePhase(request, headers, { name: `Corrección ${flow.locale} ${Date.now().toString(36)}`, entries: 2, knockout: true });
    await startTournament(request, headers, made.validId);
    await drawPhase(request, headers, made.phaseId);
    await startPhase(request, headers, made.phaseId);
    await playAndFinish(request, headers, made.validId, made.phaseId);
    const [final] = await readMatches(request, made.phaseId);
    if (!final) throw new Error('the draw made no final');

    // The champion before: the home side, who won the final 3–0.
    await page.goto(flow.info(made.validId));
    const podium = page.getByTestId('tournament-positions').getByRole('listitem');
    await expect(podium).toHaveCount(2);
    const champion = ((await podium.nth(0).textContent()) ?? '').replace(/^1\s*/, '');
    const runnerUp = ((await podium.nth(1).textContent()) ?? '').replace(/^2\s*/, '');

    const match = new MatchScreen(page, flow.locale);
    await match.open(final.id);
    await expect(page.getByTestId('enter-result')).toHaveText(flow.correct);
    await match.fillResult(AWAY_WINS);
    await match.save(flow.save);
    await expect(match.reasonError).toContainText(flow.tooShort);
    await match.dialog.getByTestId('result-reason').fill('El acta tenía los nombres cambiados');
    await match.save(flow.save);
    await expect(match.dialog).toBeHidden();
    await expect(page.getByText(flow.toast)).toBeVisible();
    await expect(match.scoreboard).toContainText('0 : 3');
    await expect(match.historyEntries.first()).toContainText(flow.reason);

    await page.goto(flow.info(made.validId));
    await expect(podium.nth(0)).toHaveText(new RegExp(`^1\\s*${runnerUp.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(podium.nth(1)).toContainText(champion);
  });
}
