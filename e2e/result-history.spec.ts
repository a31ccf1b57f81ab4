import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createPlayablePhase, drawPhase, readMatches } from './pages/competition-api';
import { MatchScreen } from './pages/match';
import { authHeaders, signIn } from './pages/session';

test.describe.configure({ timeout: 90_000 });

const FLOWS = [
  {
    locale: 'es',
    save: 'Guardar resultado',
    notStarted: 'La fase todavía no empezó: iníciala primero para cargar resultados',
    start: 'Iniciar la fase',
    started: 'La fase ya empezó: guarda el resultado de nuevo.',
    reason: 'Motivo: Acta corregida por el árbitro',
    noResult: 'sin resultado',
  },
  {
    locale: 'en',
    save: 'Save result',
    notStarted: 'The phase has not started yet: start it first to enter results',
    start: 'Start the phase',
    started: 'The phase has started: save the result again.',
    reason: 'Reason: Acta corregida por el árbitro',
    noResult: 'no result',
  },
] as const;

const HOME_WINS = [
  [11, 5],
  [11, 7],
  [11, 9],
] as const;
const AWAY_WINS = [
  [5, 11],
  [7, 11],
  [9, 11],
] as const;

for (const flow of FLOWS) {
  test(`an owner (${flow.locale}) is offered to start a phase that has not started, then corrects the result and reads its history`, async ({ page, context, baseURL, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(context, baseURL ?? '', 'organizador');
    const headers = await authHeaders(context);
    const made = await createPlayablePhase(request, headers, { name: `Historial ${flow.locale} ${Date.now().toString(36)}`, entries: 4 });
    await drawPhase(request, headers, made.phaseId);
    const [first] = await readMatches(request, made.phaseId);
    if (!first) throw new Error('the draw made no match');
    const match = new MatchScreen(page, flow.locale);
    await match.open(first.id);

    // Drawn but not started: the result is refused in place, with the phase's start right there.
    await match.fillResult(HOME_WINS);
    await match.save(flow.save);
    const offer = match.dialog.getByTestId('phase-not-started');
    await expect(offer).toContainText(flow.notStarted);
    await offer.getByRole('button', { name: flow.start }).click();
    await expect(match.dialog.getByTestId('phase-started')).toHaveText(flow.started);
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
    await match.save(flow.save);
    await expect(match.dialog).toBeHidden();
    await expect(match.scoreboard).toContainText('3 : 0');

    // A correction with its reason; the history lists both saves, newest first, with who and before → after.
    await match.fillResult(AWAY_WINS, 'Acta corregida por el árbitro');
    await match.save(flow.save);
    await expect(match.dialog).toBeHidden();
    await expect(match.scoreboard).toContainText('0 : 3');
    await expect(match.historyEntries).toHaveCount(2);
    const [latest, earliest] = [match.historyEntries.nth(0), match.historyEntries.nth(1)];
    await expect(latest).toContainText('Olga Organizadora');
    await expect(latest).toContainText('3–0 (11–5, 11–7, 11–9) → 0–3 (5–11, 7–11, 9–11)');
    await expect(latest).toContainText(flow.reason);
    await expect(earliest).toContainText(`${flow.noResult} → 3–0 (11–5, 11–7, 11–9)`);
    await expect(match.history).not.toContainText(/\b(?:g\d+-)?r\d+p\d+\b/);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
}
