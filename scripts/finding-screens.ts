import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright';
import { signIn } from '../e2e/pages/session';

/**
 * Screenshots of the usability findings listed in docs/screens/README.md, taken the same way on any build so a
 * build before the fixes and one after them can be set side by side:
 *   node --import tsx scripts/finding-screens.ts --base http://127.0.0.1:3500 --out docs/screens --label after
 * The server must hold the demo data (a fresh DATA_DIR seeds it). Each finding is taken on its own: one that a
 * build cannot show (a missing route, button or test id) is logged and the run goes on. Pictures are JPEG quality
 * 70, named NN-short-name-<label>.jpg. `--only 1,3` takes those findings alone.
 */
const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    out: { type: 'string', default: 'docs/screens' },
    label: { type: 'string', default: 'after' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    only: { type: 'string', default: '' },
  },
});

const base = values.base.replace(/\/$/, '');
const out = values.out;
const label = values.label;
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const SHORT = 5_000;

type Viewport = typeof PHONE;
type Who = 'visitor' | 'organizador';

interface Finding {
  number: number;
  title: string;
  run: (screens: Screens) => Promise<void>;
}

const notes: string[] = [];
function note(text: string) {
  notes.push(text);
  console.log(text);
}

/** The JSON `data` of a public API read, or undefined when the read fails. */
async function api<T>(path: string): Promise<T | undefined> {
  try {
    const response = await fetch(`${base}${path}`);
    if (!response.ok) return undefined;
    return ((await response.json()) as { data: T }).data;
  } catch {
    return undefined;
  }
}

interface PhaseSummary {
  id: number;
  formatId: number;
  statusId: number;
}
interface ValidSummary {
  id: number;
  sportId: number;
  statusId: number;
  name: string;
  entryCount?: number;
  phases?: PhaseSummary[];
}
interface MatchSummary {
  id: number;
  status: string;
  homeId: number | null;
  awayId: number | null;
}

/** Waits for a locator a short while; answers whether it showed, never throws. */
async function shows(locator: Locator, timeout = SHORT): Promise<boolean> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
    return true;
  } catch {
    return false;
  }
}

/** One browser, a context per viewport and user, made on first use. */
class Screens {
  private readonly contexts = new Map<string, BrowserContext>();

  constructor(private readonly browser: Browser) {}

  async page(viewport: Viewport, who: Who): Promise<Page> {
    const key = `${viewport.width}-${who}`;
    let context = this.contexts.get(key);
    if (!context) {
      context = await this.browser.newContext({ viewport, baseURL: base, locale: 'es-ES', timezoneId: 'America/Bogota', deviceScaleFactor: 1, isMobile: viewport === PHONE, hasTouch: viewport === PHONE });
      if (who === 'organizador') await signIn(context, base, 'organizador');
      this.contexts.set(key, context);
    }
    for (const open of context.pages()) await open.close();
    return context.newPage();
  }

  /** Opens a path and gives the page a moment to settle (fonts, reads, the app taking over). */
  async open(viewport: Viewport, who: Who, path: string, ready?: (page: Page) => Locator): Promise<Page> {
    const page = await this.page(viewport, who);
    const response = await page.goto(path, { waitUntil: 'load' });
    if (response && !response.ok()) note(`  ${path} answered ${response.status()}`);
    if (ready && !(await shows(ready(page), 15_000))) note(`  ${path}: the element that marks the screen as ready did not show; taken as it is`);
    await this.settle(page);
    return page;
  }

  /** Gives a screen its reads: the loading placeholders gone (or ten seconds), then a moment for fonts and layout. */
  async settle(page: Page) {
    await page.waitForLoadState('networkidle', { timeout: 6_000 }).catch(() => undefined);
    await page
      .locator('[data-slot="skeleton"]')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => note(`  ${new URL(page.url()).pathname}: still loading after 10 s; taken as it is`));
    await page.waitForTimeout(800);
  }

  async shot(page: Page, number: number, name: string, options: { fullPage?: boolean } = {}) {
    const file = join(out, `${String(number).padStart(2, '0')}-${name}-${label}.jpg`);
    // A whole page is taken from its top: taken from further down, a sticky header lands in the middle of it.
    if (options.fullPage) await page.evaluate(() => window.scrollTo({ left: window.scrollX, top: 0, behavior: 'instant' }));
    await page.screenshot({ path: file, type: 'jpeg', quality: 70, fullPage: options.fullPage ?? false });
    note(`  wrote ${file}`);
  }

  async close() {
    for (const context of this.contexts.values()) await context.close();
  }
}

const GROUPS_PHASE = { validId: 4, fallbackPhaseId: 5 };

async function phasesOfFour(): Promise<{ groups: number; knockout: number }> {
  const valid = await api<ValidSummary>(`/api/valid/${GROUPS_PHASE.validId}`);
  const phases = valid?.phases ?? [];
  const groups = phases.find((phase) => phase.formatId === 1)?.id ?? GROUPS_PHASE.fallbackPhaseId;
  const knockout = phases.find((phase) => phase.formatId === 2)?.id ?? groups + 1;
  return { groups, knockout };
}

const findings: Finding[] = [
  {
    number: 1,
    title: 'group tables overflow on phones',
    run: async (screens) => {
      const { groups } = await phasesOfFour();
      const page = await screens.open(PHONE, 'visitor', `/torneos/4/fases/${groups}/grupos`, (p) => p.getByTestId('phase-group'));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      note(`  document.documentElement.scrollWidth at 375 px: ${width}`);
      // Swiped sideways as far as it goes, the way a phone's visitor finds the overflow (a phone's page pans its view).
      await page.mouse.move(180, 400);
      await page.mouse.wheel(width, 0);
      await page.waitForTimeout(500);
      note(`  panned sideways by ${await page.evaluate(() => Math.max(window.scrollX, window.visualViewport?.offsetLeft ?? 0))} px`);
      await screens.shot(page, 1, 'group-tables-scrolled-right');
      await screens.shot(page, 1, 'group-tables', { fullPage: true });
    },
  },
  {
    number: 2,
    title: 'phase screen first phone screen',
    run: async (screens) => {
      const { groups } = await phasesOfFour();
      const page = await screens.open(PHONE, 'organizador', `/torneos/4/fases/${groups}`, (p) => p.getByTestId('phase-name'));
      await screens.shot(page, 2, 'phase-first-screen');
    },
  },
  {
    number: 3,
    title: 'calendar on a phone, week and month views',
    run: async (screens) => {
      const phone = await screens.open(PHONE, 'visitor', '/torneos/calendario', (p) => p.getByTestId('calendar'));
      await screens.shot(phone, 3, 'calendar-phone');
      for (const [view, name] of [
        ['week', 'Semana'],
        ['month', 'Mes'],
      ] as const) {
        const page = await screens.open(DESKTOP, 'visitor', '/torneos/calendario', (p) => p.getByTestId('calendar'));
        const button = page.getByRole('navigation', { name: 'Vista del calendario' }).getByRole('link', { name, exact: true });
        if (await shows(button)) {
          await button.click();
          await page.waitForURL((url) => url.search.includes(`view=${view}`), { timeout: SHORT }).catch(() => note(`  the ${name} button did not change the address`));
        } else {
          note(`  no ${name} view button: opened ?view=${view} by address`);
          await page.goto(`/torneos/calendario?view=${view}`, { waitUntil: 'load' });
        }
        await screens.settle(page);
        // The month's tournaments run as bars through its weeks, most of them below the first screen: the whole page.
        await screens.shot(page, 3, `calendar-${view}-desktop`, { fullPage: view === 'month' });
      }
    },
  },
  {
    number: 4,
    title: 'match page',
    run: async (screens) => {
      const { groups } = await phasesOfFour();
      const matches = (await api<MatchSummary[]>(`/api/match?phaseId=${groups}`)) ?? [];
      const played = matches.find((match) => match.status === 'played')?.id ?? 1;
      note(`  match ${played}`);
      const page = await screens.open(DESKTOP, 'visitor', `/juegos/${played}`, (p) => p.locator('main h1'));
      await screens.shot(page, 4, 'match-page');
    },
  },
  {
    number: 5,
    title: 'dates out of range in the creation wizard',
    run: async (screens) => {
      const page = await screens.open(DESKTOP, 'organizador', '/torneos/crear', (p) => p.getByTestId('create-tournament-wizard'));
      const wizard = page.getByTestId('create-tournament-wizard');
      await wizard.getByLabel('Nombre del torneo').fill('Abierto de los siglos');
      await wizard.getByLabel('Deporte').selectOption({ label: 'Tenis de mesa' });
      await wizard.getByRole('button', { name: 'Siguiente' }).click();
      await wizard.getByLabel('Fecha de inicio', { exact: true }).fill('10/01/1900');
      await wizard.getByLabel('Fecha de fin', { exact: true }).fill('10/01/2200');
      await wizard.getByLabel('Inscripciones hasta', { exact: true }).fill('05/01/1900');
      await wizard.getByLabel('Máximo de inscritos').fill('16');
      await screens.shot(page, 5, 'wizard-dates-typed', { fullPage: true });
      const step = async () => (await wizard.getAttribute('data-wizard-state')) ?? 'unknown';
      await wizard.getByRole('button', { name: 'Siguiente' }).click();
      await page.waitForTimeout(1_000);
      note(`  wizard step after Siguiente on the dates: ${await step()}`);
      await screens.shot(page, 5, 'wizard-dates-next', { fullPage: true });
      if ((await step()) !== 'phases') return;
      // The dates went through: the rest of the way, to see whether creating the tournament refuses them.
      await wizard.getByRole('button', { name: 'Siguiente' }).click();
      const create = wizard.getByRole('button', { name: 'Crear torneo' });
      if (!(await shows(create))) {
        note(`  no Crear torneo button; wizard step ${await step()}`);
        return;
      }
      await create.click();
      await page.waitForTimeout(2_500);
      note(`  after Crear torneo: ${new URL(page.url()).pathname}, wizard step ${(await wizard.count()) > 0 ? await step() : 'none (left the wizard)'}`);
      await screens.shot(page, 5, 'wizard-dates-create', { fullPage: true });
    },
  },
  {
    number: 6,
    title: 'a refused seed',
    run: async (screens) => {
      const list = (await api<{ items: ValidSummary[] }>('/api/valid?size=100'))?.items ?? [];
      const valid = list.find((item) => item.statusId === 1 && (item.entryCount ?? 0) > 0 && item.sportId === 1) ?? list.find((item) => item.statusId === 1 && (item.entryCount ?? 0) > 0);
      if (!valid) throw new Error('no tournament that has not started and has entries');
      note(`  tournament ${valid.id}`);
      const page = await screens.open(DESKTOP, 'organizador', `/torneos/${valid.id}/inscripciones`, (p) => p.getByTestId('entries-list').getByTestId('entry'));
      const seed = page.getByTestId('entries-list').getByTestId('entry').first().getByRole('spinbutton');
      await seed.scrollIntoViewIfNeeded();
      await seed.fill('0');
      await seed.blur();
      await page.waitForTimeout(1_500);
      await screens.shot(page, 6, 'seed-refused');
    },
  },
  {
    number: 7,
    title: 'cancel dialog wording',
    run: async (screens) => {
      const list = (await api<{ items: ValidSummary[] }>('/api/valid?size=100'))?.items ?? [];
      const valid = list.find((item) => item.statusId === 2 && item.sportId === 1) ?? list.find((item) => item.statusId === 2);
      if (!valid) throw new Error('no started tournament');
      note(`  tournament ${valid.id}`);
      const page = await screens.open(DESKTOP, 'organizador', `/torneos/${valid.id}/info`, (p) => p.getByTestId('valid-status-actions'));
      const actions = page.getByTestId('valid-status-actions');
      const menu = actions.getByTestId('status-menu');
      if (await menu.isVisible()) {
        await menu.click();
        await page.getByRole('menuitem', { name: 'Cancelar torneo', exact: true }).click();
      } else {
        await actions.getByRole('button', { name: 'Cancelar torneo', exact: true }).click();
      }
      if (!(await shows(page.getByRole('alertdialog').or(page.getByRole('dialog'))))) note('  no dialog opened');
      await page.waitForTimeout(500);
      await screens.shot(page, 7, 'cancel-dialog');
    },
  },
  {
    number: 8,
    title: 'result dialog with a refused game score',
    run: async (screens) => {
      const list = (await api<{ items: ValidSummary[] }>('/api/valid?size=100'))?.items ?? [];
      let target: { validId: number; phaseId: number } | undefined;
      for (const item of list.filter((valid) => valid.sportId === 1 && valid.statusId === 2)) {
        const valid = await api<ValidSummary>(`/api/valid/${item.id}`);
        for (const phase of valid?.phases ?? []) {
          const matches = (await api<MatchSummary[]>(`/api/match?phaseId=${phase.id}`)) ?? [];
          if (matches.some((match) => match.status === 'pending' && match.homeId !== null && match.awayId !== null)) target = { validId: item.id, phaseId: phase.id };
          if (target) break;
        }
        if (target) break;
      }
      if (!target) throw new Error('no started table-tennis phase with a match to play');
      note(`  tournament ${target.validId}, phase ${target.phaseId}`);
      const page = await screens.open(PHONE, 'organizador', `/torneos/${target.validId}/fases/${target.phaseId}/juegos`, (p) => p.locator('[data-testid="match-card"][data-status="pending"]'));
      const card = page.locator('[data-testid="match-card"][data-status="pending"]').first();
      await card.getByTestId('enter-result').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').first().waitFor({ timeout: SHORT });
      await dialog.getByRole('textbox').nth(0).fill('11');
      await dialog.getByRole('textbox').nth(1).fill('10');
      await dialog.getByRole('button', { name: 'Guardar resultado' }).click();
      await page.waitForTimeout(1_000);
      await screens.shot(page, 8, 'result-refused');
      // A table-tennis team encounter: a line-up on each side, then the first individual match's first game 11–10.
      const league = list.find((valid) => valid.sportId === 1 && valid.statusId === 2 && /equipos/i.test(valid.name));
      const phase = league ? (await api<ValidSummary>(`/api/valid/${league.id}`))?.phases?.[0] : undefined;
      if (!league || !phase) throw new Error('no started table-tennis team league');
      const team = await screens.open(PHONE, 'organizador', `/torneos/${league.id}/fases/${phase.id}/juegos`, (p) => p.locator('[data-testid="match-card"][data-status="pending"]'));
      await team.locator('[data-testid="match-card"][data-status="pending"]').first().getByTestId('enter-result').click();
      const form = team.getByRole('dialog');
      await form.locator('[data-testid="lineup-home"] select').first().waitFor({ timeout: SHORT });
      for (const side of ['home', 'away']) {
        const selects = form.locator(`[data-testid="lineup-${side}"] select`);
        for (let index = 0; index < (await selects.count()); index += 1) {
          const players = await selects.nth(index).locator('option').evaluateAll((options) => options.map((option) => option.getAttribute('value') ?? '').filter(Boolean));
          const player = players[index % Math.max(players.length, 1)];
          if (player) await selects.nth(index).selectOption(player);
        }
      }
      const firstMatch = form.getByTestId('encounter-game-1');
      await firstMatch.getByRole('textbox').nth(0).fill('11');
      await firstMatch.getByRole('textbox').nth(1).fill('10');
      await form.getByRole('button', { name: 'Guardar resultado' }).click();
      await form.getByRole('alert').filter({ hasText: /\S/ }).first().waitFor({ timeout: SHORT });
      await screens.shot(team, 8, 'team-game-refused');
    },
  },
  {
    number: 9,
    title: 'desktop bracket and the requests tabs on a phone',
    run: async (screens) => {
      const { knockout } = await phasesOfFour();
      const bracket = await screens.open(DESKTOP, 'visitor', `/torneos/4/fases/${knockout}/llaves`, (p) => p.getByTestId('phase-name'));
      await bracket.waitForTimeout(800);
      // The bracket's box itself, brought to the top of the window: what it shows of the tree is the finding.
      const canvas = bracket.locator('.bracket-canvas').first();
      if (await canvas.count()) await canvas.evaluate((element) => element.closest('section, [role="region"]')?.scrollIntoView({ block: 'start' }) ?? element.scrollIntoView({ block: 'start' }));
      await bracket.waitForTimeout(300);
      await screens.shot(bracket, 9, 'bracket-desktop');
      const requests = await screens.open(PHONE, 'organizador', '/solicitudes', (p) => p.getByRole('tablist'));
      await screens.shot(requests, 9, 'requests-tabs-phone');
    },
  },
  {
    number: 10,
    title: 'tournament list filters on a phone',
    run: async (screens) => {
      const page = await screens.open(PHONE, 'visitor', '/torneos', (p) => p.locator('main h1'));
      await screens.shot(page, 10, 'tournament-list');
      const toggle = page.getByTestId('filter-toggle').first();
      if (await toggle.isVisible()) {
        await toggle.click();
        await page.waitForTimeout(400);
      } else {
        note('  no filter button: the filters are shown as the page lays them out');
      }
      const select = page.locator('main select').first();
      if (await shows(select)) await select.scrollIntoViewIfNeeded();
      await screens.shot(page, 10, 'tournament-filters');
    },
  },
];

async function main() {
  await mkdir(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: values.chromium, args: ['--no-sandbox'] });
  const screens = new Screens(browser);
  let failed = 0;
  try {
    const only = values.only === '' ? undefined : new Set(values.only.split(',').map(Number));
    for (const finding of findings.filter((item) => !only || only.has(item.number))) {
      note(`${finding.number}. ${finding.title}`);
      try {
        await finding.run(screens);
      } catch (error) {
        failed += 1;
        note(`  could not show it: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
    if (!only) note('11. setting up: no screen to take');
  } finally {
    await screens.close();
    await browser.close();
  }
  console.log(`\n${label}: ${failed} finding(s) could not be shown`);
}

await main();
