import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { GroupSummary, MatchView } from '@domain/contract';
import { addKnockoutPhase, createPlayablePhase, gamesWon, readDraw, readMatches, saveResult, startPhase, startTournament } from './pages/competition-api';
import { PhaseScreen } from './pages/phase';
import { authHeaders, signIn } from './pages/session';
import { chooseStatus, expectStatusOffered } from './pages/status-actions';

test.describe.configure({ timeout: 90_000 });

const FLOWS = [
  {
    locale: 'es', width: 1280, draw: 'Sortear', drawn: 'La fase quedó sorteada', start: 'Iniciar', finish: 'Finalizar', unplayed: 'Faltan resultados', finished: 'Grupos finalizó',
    standings: (group: string) => `Clasificación de Grupo ${group}`, tie: (above: string, below: string) => `${above} quedó por delante de ${below} por cociente de sets (entre los empatados).`,
    winner: 'Ganador', brackets: (validId: number, phaseId: number) => `/torneos/${validId}/fases/${phaseId}/llaves`, info: (validId: number) => `/torneos/${validId}/info`,
  },
  {
    locale: 'en', width: 375, draw: 'Draw', drawn: 'The phase was drawn', start: 'Start', finish: 'Finish', unplayed: 'Results are missing', finished: 'Grupos is finished',
    standings: (group: string) => `Group ${group} standings`, tie: (above: string, below: string) => `${above} finished ahead of ${below} on game ratio (among the tied entries).`,
    winner: 'Winner', brackets: (validId: number, phaseId: number) => `/en/tournaments/${validId}/phases/${phaseId}/brackets`, info: (validId: number) => `/en/tournaments/${validId}/info`,
  },
] as const;

/**
 * Every group of four plays the same script by draw position: 1 beats 2 3-0, 2 beats 3 3-1, 3 beats 1 3-2, and all
 * three beat 4. Three entries end level on match points and on wins among them; the games among them (1 5:3,
 * 3 4:5, 2 3:4) put them 1, 3, 2, although over all matches 2 has the better game ratio than 3.
 */
const SCRIPT: ReadonlyArray<{ winner: number; loser: number; lost: number }> = [
  { winner: 0, loser: 1, lost: 0 },
  { winner: 1, loser: 2, lost: 1 },
  { winner: 2, loser: 0, lost: 2 },
  { winner: 0, loser: 3, lost: 0 },
  { winner: 1, loser: 3, lost: 0 },
  { winner: 2, loser: 3, lost: 0 },
];
const FINAL_ORDER = [0, 2, 1, 3];
const nameOf = (entry: GroupSummary['entries'][number]) => `${entry.firstName} ${entry.lastName}`.trim();
/** A row header reads the name, then the club under it. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (text: string) => new RegExp(`^${escaped(text)}`);
/** A card or line naming these entries in this order, whatever comes between (seeds, clubs, scores). */
const inOrder = (...texts: string[]) => new RegExp(texts.map(escaped).join('.*'));
const HOME_WINS = [[11, 5], [11, 5], [11, 5]] as const;
const AWAY_WINS = [[5, 11], [5, 11], [5, 11]] as const;

/** The scripted result of a group match, for the side that wins it. */
function scripted(match: MatchView, order: number[]) {
  const home = order.indexOf(match.homeId ?? 0);
  const away = order.indexOf(match.awayId ?? 0);
  const line = SCRIPT.find((item) => (item.winner === home && item.loser === away) || (item.winner === away && item.loser === home));
  if (!line) throw new Error(`no scripted result for ${match.code}`);
  return { side: line.winner === home ? ('home' as const) : ('away' as const), lost: line.lost, decisive: line.winner === 0 && line.loser === 1 };
}

/** A match of the bracket as the page shows it at its width (the tree, or the round on view). */
const bracketCard = (page: Page, code: string) => page.locator(`[data-match="${code}"]:visible`);

for (const flow of FLOWS) {
  test(`a table-tennis tournament (${flow.locale}, ${flow.width} px) goes from groups to its champion while a visitor watches the bracket live`, async ({ page, context, browser, baseURL, request }) => {
    await page.setViewportSize({ width: flow.width, height: 900 });
    await signIn(context, baseURL ?? '', 'organizador');
    const headers = await authHeaders(context);
    const { validId, phaseId: groupsId } = await createPlayablePhase(request, headers, { name: `Abierto ${flow.locale} ${Date.now().toString(36)}`, entries: 8 });
    const knockoutId = await addKnockoutPhase(request, headers, validId, { name: 'Llaves', thirdPlace: false });
    await startTournament(request, headers, validId);
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: flow.locale });
    try {
      const watcher = await visitor.newPage();
      await watcher.goto(flow.brackets(validId, knockoutId));
      await expect(watcher.getByTestId('phase-not-drawn')).toBeVisible();
      await watcher.evaluate(() => (window.sameDocument = true));

      // 1. The organiser draws the groups and starts the phase.
      const phase = new PhaseScreen(page, flow.locale);
      await phase.open(validId, groupsId, 'draws');
      await phase.drawForm.getByRole('spinbutton').first().fill('2');
      await phase.drawForm.getByRole('button', { name: flow.draw, exact: true }).click();
      await expect(page.getByText(flow.drawn)).toBeVisible();
      await expect(phase.drawSummary).toContainText('A: 4');
      await expect(phase.drawSummary).toContainText('B: 4');
      await chooseStatus(phase.statusActions, flow.start);
      await expectStatusOffered(phase.statusActions, flow.finish);

      // 2. All but one match per group over the API; finishing is refused with the engine's reason meanwhile.
      const { groups } = await readDraw(request, groupsId);
      const orders = new Map(groups.map((group) => [group.id, [...group.entries].sort((a, b) => a.position - b.position)]));
      /** The names of a group's entries at the given draw positions. */
      const at = (group: GroupSummary, positions: number[]) =>
        positions.map((index) => {
          const entry = orders.get(group.id)?.[index];
          return entry ? nameOf(entry) : '';
        });
      const names = new Map(groups.flatMap((group) => group.entries.map((entry) => [entry.inscribedId, nameOf(entry)] as const)));
      const byKeyboard: Array<{ home: string; away: string; side: 'home' | 'away' }> = [];
      for (const match of await readMatches(request, groupsId)) {
        const order = (orders.get(match.groupId ?? 0) ?? []).map((entry) => entry.inscribedId);
        const { side, lost, decisive } = scripted(match, order);
        if (decisive) byKeyboard.push({ home: names.get(match.homeId ?? 0) ?? '', away: names.get(match.awayId ?? 0) ?? '', side });
        else await saveResult(request, headers, match, gamesWon(side, 3, lost));
      }
      expect(byKeyboard).toHaveLength(2);
      await chooseStatus(phase.statusActions, flow.finish);
      const confirm = page.getByTestId('confirm-dialog');
      await confirm.getByRole('button', { name: flow.finish }).click();
      await expect(confirm.getByRole('alert')).toContainText(flow.unplayed);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();

      // 3. One match per group on the keyboard, then the standings explain the three-way tie.
      await phase.open(validId, groupsId, 'matches');
      for (const { home, away, side } of byKeyboard) await phase.enterResultByKeyboard(phase.matchBetween(home, away), side === 'home' ? HOME_WINS : AWAY_WINS);
      await phase.open(validId, groupsId, 'groups');
      for (const group of groups) {
        const ranked = at(group, FINAL_ORDER);
        const card = page.locator(`[data-testid="phase-group"][data-group="${group.name}"]`);
        await expect(card.getByRole('table', { name: flow.standings(group.name) }).locator('tbody th')).toHaveText(ranked.map(startsWith));
        await expect(card.getByRole('listitem')).toHaveText([flow.tie(ranked[0] ?? '', ranked[1] ?? ''), flow.tie(ranked[1] ?? '', ranked[2] ?? '')]);
      }

      // 4. The owner finishes the groups; the knockout is drawn from their qualified, live on the visitor's page.
      await chooseStatus(phase.statusActions, flow.finish);
      await confirm.getByRole('button', { name: flow.finish }).click();
      await expect(page.getByText(flow.finished)).toBeVisible();
      await expect(phase.statusActions).toBeHidden();
      await phase.open(validId, knockoutId, 'draws');
      await phase.drawForm.getByRole('button', { name: flow.draw, exact: true }).click();
      await expect(page.getByText(flow.drawn)).toBeVisible();
      const qualified = groups.flatMap((group) => at(group, [0, 2]));
      const out = groups.flatMap((group) => at(group, [1, 3]));
      const tree = watcher.getByTestId('bracket-tree');
      // The tree replaces the visitor's "not drawn yet" screen (its drawing code loads then); the names follow at once.
      await expect(tree).toBeVisible();
      for (const name of qualified) await expect(tree).toContainText(name, { timeout: 2_000 });
      for (const name of out) await expect(tree).not.toContainText(name);
      // Seeded by the groups: the winners on the end lines, each meeting the other group's runner-up.
      const [winnerA = '', runnerUpA = '', winnerB = '', runnerUpB = ''] = qualified;
      await expect(bracketCard(watcher, 'r1p1')).toContainText(inOrder(winnerA, runnerUpB));
      await expect(bracketCard(watcher, 'r1p2')).toContainText(inOrder(runnerUpA, winnerB));

      // 5. Semi-finals and final on the keyboard once the knockout starts; each result reaches the visitor within two seconds.
      await startPhase(request, headers, knockoutId);
      const bracket = await readMatches(request, knockoutId);
      const sides = (code: string) => {
        const match = bracket.find((item) => item.code === code);
        return { home: names.get(match?.homeId ?? 0) ?? '', away: names.get(match?.awayId ?? 0) ?? '' };
      };
      await phase.open(validId, knockoutId, 'matches');
      const finalists: string[] = [];
      for (const code of ['r1p1', 'r1p2']) {
        const { home, away } = sides(code);
        await phase.enterResultByKeyboard(phase.matchBetween(home, away), HOME_WINS);
        await expect(bracketCard(watcher, code).locator('[data-entry]').filter({ hasText: flow.winner })).toContainText(home, { timeout: 2_000 });
        finalists.push(home);
      }
      const [first, second] = finalists as [string, string];
      await expect(bracketCard(watcher, 'r2p1')).toContainText(second, { timeout: 2_000 });
      await phase.enterResultByKeyboard(phase.matchBetween(first, second), AWAY_WINS);
      const champion = bracketCard(watcher, 'r2p1').locator('[data-entry]').filter({ hasText: flow.winner });
      await expect(champion).toContainText(second, { timeout: 2_000 });
      await expect(champion).toHaveClass(/text-primary/);
      expect(await watcher.evaluate(() => window.sameDocument)).toBe(true);

      // 6. The tournament's final positions put the champion first and the finalist second.
      await page.goto(flow.info(validId));
      const podium = page.getByTestId('tournament-positions').getByRole('listitem');
      await expect(podium.nth(0)).toHaveText(new RegExp(`^1\\s*${escaped(second)}$`));
      await expect(podium.nth(1)).toHaveText(new RegExp(`^2\\s*${escaped(first)}$`));
    } finally {
      await visitor.close();
    }
  });
}
