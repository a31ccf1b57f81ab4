import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { CalendarEntry, CalendarMetadata, CalendarPage, Inscribed, Page as ListPage } from '@domain/contract';

type Locale = 'es' | 'en';

async function call<T>(request: APIRequestContext, headers: Record<string, string>, method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> {
  const response = await request[method](path, { headers, ...(data === undefined ? {} : { data }) });
  if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A drawn table-tennis singles tournament of the signed-in organiser: one phase of groups of four with `entries`
 * players, demo players first (one name search finds enough of them), new ones only when the demo runs short.
 * The same demo players play in every such tournament, so each one needs days of its own: the scheduler keeps a
 * person out of two overlapping matches whatever the tournament.
 */
export async function createDrawnTournament(request: APIRequestContext, headers: Record<string, string>, name: string, entries: number, startDate: string) {
  const endDate = new Date(Date.parse(`${startDate}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const valid = await call<{ id: number }>(request, headers, 'post', '/api/valid', { name, sportId: 1, modalityId: 1, startDate, endDate });
  const phase = await call<{ id: number }>(request, headers, 'post', '/api/phase', { validId: valid.id, name: 'Grupos', formatId: 1, configuration: { groupSize: 4 } });
  const found = await call<Array<{ id: number }>>(request, headers, 'get', `/api/inscribed/${valid.id}/candidates?q=a&limit=50`);
  const people = found.slice(0, entries).map((person) => person.id);
  const tag = Date.now().toString(36);
  const made = await Promise.all(
    Array.from({ length: entries - people.length }, (_, index) => call<{ id: number }>(request, headers, 'post', '/api/person/players', { firstName: `Jugador ${index + 1}`, lastName: tag })),
  );
  await call(request, headers, 'post', `/api/inscribed/${valid.id}`, { personIds: [...people, ...made.map((person) => person.id)] });
  await call(request, headers, 'put', `/api/sort/group/${phase.id}`, { seed: 7 });
  return { validId: valid.id, phaseId: phase.id };
}

async function read<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** A tournament's scheduled matches as the API lists them, and the zone its times are shown in. */
/** A tournament's scheduled matches: the calendar answers a window of days, so the read names the tournament's span. */
export async function readCalendar(request: APIRequestContext, validId: number): Promise<CalendarPage> {
  const span = await read<CalendarMetadata>(request, `/api/calendar/metadata?validId=${validId}`);
  const window = span.from && span.to ? `&from=${span.from}&to=${span.to}` : '';
  return read<CalendarPage>(request, `/api/calendar?validId=${validId}&scheduled=only${window}`);
}

/** The person playing the home side of a match: a side is a tournament entry, and a singles entry is one person. */
export async function homePersonOf(request: APIRequestContext, validId: number, entry: CalendarEntry): Promise<number> {
  const entries = await read<ListPage<Inscribed>>(request, `/api/inscribed/${validId}?page=0&size=100`);
  const found = entries.items.find((item) => item.id === entry.home?.id);
  if (!found) throw new Error(`no entry for the home side of match ${entry.matchId}`);
  return found.personId;
}

/** Wall-clock date, minutes and time text of an instant in a zone, as the screens write them. */
export function localOf(iso: string, timeZone: string, locale: Locale) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  const text = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso)).replace(/[\u00a0\u202f]/g, ' ');
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute), text };
}

/** A calendar screen: its views, the owner's scheduler and move tools, and the feed. */
export class CalendarScreen {
  readonly calendar: Locator;
  readonly grid: Locator;

  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {
    this.calendar = page.getByTestId('calendar');
    this.grid = page.getByTestId('calendar-time-grid');
  }

  async openTournament(validId: number, query = '') {
    await this.page.goto(`${this.locale === 'es' ? `/torneos/${validId}/calendario` : `/en/tournaments/${validId}/calendar`}${query}`);
    await expect(this.calendar).toBeVisible({ timeout: 15_000 });
  }

  async openCommunity(query = '') {
    await this.page.goto(`${this.locale === 'es' ? '/torneos/calendario' : '/en/tournaments/calendar'}${query}`);
    await expect(this.calendar).toBeVisible({ timeout: 15_000 });
  }

  async openPlayer(personId: number, query = '') {
    await this.page.goto(`${this.locale === 'es' ? `/jugadores/${personId}/calendario` : `/en/players/${personId}/calendar`}${query}`);
    await expect(this.calendar).toBeVisible({ timeout: 15_000 });
  }

  chip(matchId: number): Locator {
    return this.page.locator(`[data-testid="calendar-chip"][data-match-id="${matchId}"]`);
  }

  entry(matchId: number): Locator {
    return this.page.locator(`[data-testid="calendar-entry"][data-match-id="${matchId}"]`);
  }

  /** Drags a match on the time grid with the mouse (pointer events), from its top row onto a target element. */
  async drag(matchId: number, target: Locator) {
    const chip = this.chip(matchId);
    // Whichever of the two comes first near the top of the window (under the top bar), so both are on screen.
    const tops = await Promise.all([chip, target].map((item) => item.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)));
    await ((tops[0] ?? 0) <= (tops[1] ?? 0) ? chip : target).evaluate((element) => {
      element.scrollIntoView({ block: 'start', inline: 'nearest' });
      window.scrollBy(0, -160);
    });
    const from = await chip.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('the match or its target is not on screen');
    await this.page.mouse.move(from.x + from.width / 2, from.y + 4);
    await this.page.mouse.down();
    await this.page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 3 });
    await this.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await expect(this.page.getByTestId('calendar-drop-preview').or(target.and(this.page.locator('.ring-2')))).toBeVisible();
    await this.page.mouse.up();
  }

  /** Downloads the feed offered by the subscribe button and returns its text. */
  async downloadFeed(): Promise<string> {
    await this.page.getByTestId('calendar-subscribe').click();
    await expect(this.page.getByTestId('calendar-webcal')).toHaveAttribute('href', /^webcal:\/\/[^/]+\/api\/calendar\/feeds\//);
    const download = this.page.waitForEvent('download');
    await this.page.getByTestId('calendar-download').click();
    const file = await (await download).path();
    return readFile(file, 'utf8');
  }
}
