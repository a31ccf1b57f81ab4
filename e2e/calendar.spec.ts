import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readMatches } from './pages/competition-api';
import { CalendarScreen, createDrawnTournament, homePersonOf, localOf, readCalendar } from './pages/calendar';
import { authHeaders, signIn } from './pages/session';

const FLOWS = [
  { locale: 'es', width: 1280, run: 'Programar', done: 'Hecho', placed: (count: number) => `${count} juegos colocados`, moved: /se movió/, move: 'Mover juego', time: 'Hora de inicio' },
  { locale: 'en', width: 375, run: 'Schedule', done: 'Done', placed: (count: number) => `${count} matches placed`, moved: /moved/, move: 'Move match', time: 'Start time' },
] as const;

const serious = (violations: { impact?: string | null }[]) => violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');

for (const flow of FLOWS) {
  test(`the organiser schedules a 24-entry tournament, moves a match, and its player finds it in their calendar feed (${flow.locale}, ${flow.width} px)`, async ({ page, context, browser, baseURL, request }) => {
    // Set-up, a scheduler run, two moves and a download: under a minute on a shared, busy machine.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: flow.width, height: 900 });
    await signIn(context, baseURL ?? '', 'organizador');
    const headers = await authHeaders(context);
    // Two playing days no other run of this test shares (both languages run at once, two days apart).
    const startDate = new Date(Date.UTC(2028, 0, 1) + ((Math.floor(Date.now() / 1000) % 900) * 4 + (flow.locale === 'es' ? 0 : 2)) * 86_400_000).toISOString().slice(0, 10);
    const { validId, phaseId } = await createDrawnTournament(request, headers, `Calendario ${flow.locale} ${Date.now().toString(36)}`, 24, startDate);
    const matches = await readMatches(request, phaseId);

    // 1. The scheduler, run from the tournament's calendar tab, places every match of the drawn phase.
    const screen = new CalendarScreen(page, flow.locale);
    await screen.openTournament(validId);
    await expect(screen.calendar).toHaveAttribute('data-view', flow.width < 640 ? 'list' : 'month');
    await page.getByTestId('schedule-open').click();
    const dialog = page.getByRole('dialog');
    // The community's first place is ticked once the places have arrived.
    await expect(dialog.getByRole('checkbox').first()).toBeChecked();
    await dialog.getByRole('button', { name: flow.run, exact: true }).click();
    await expect(dialog.getByTestId('schedule-placed')).toHaveText(flow.placed(matches.length));
    await dialog.getByRole('button', { name: flow.done }).click();
    const scheduled = await readCalendar(request, validId);
    expect(scheduled.entries).toHaveLength(matches.length);
    const { timeZone } = scheduled;
    const [first] = scheduled.entries;
    if (!first?.scheduledAt) throw new Error('nothing was scheduled');
    const day = localOf(first.scheduledAt, timeZone, flow.locale).date;
    // The first free half hour on the same court after the match, that day.
    const at = (iso: string | null) => localOf(iso ?? '', timeZone, flow.locale);
    const busy = scheduled.entries
      .filter((entry) => entry.matchId !== first.matchId && entry.placeId === first.placeId && entry.court === first.court && at(entry.scheduledAt).date === day)
      .map((entry) => [at(entry.scheduledAt).minutes, at(entry.endsAt).minutes] as const)
      .sort((a, b) => a[0] - b[0]);
    let target = Math.ceil(at(first.endsAt).minutes / 15) * 15;
    for (const [start, end] of busy) if (start < target + 30 && end > target) target = Math.ceil(end / 15) * 15;

    // 2. In the week view the organiser drags the day's first match with the mouse to a free slot after the others.
    await page.getByTestId('calendar-view-week').click();
    await expect(screen.grid).toHaveAttribute('data-date', day);
    const lane = await screen.chip(first.matchId).evaluate((element) => getComputedStyle(element).gridColumnStart);
    const cell = screen.grid.locator(`[data-drop-minutes="${target}"]`).nth(Number(lane) - 2);
    // On a phone the match goes onto another day of the week strip instead, keeping its time and court.
    const otherDay = page.locator(`[data-testid="calendar-week-day"]:not([data-drop-date="${day}"])`).last();
    const otherDate = (await otherDay.getAttribute('data-drop-date')) ?? '';
    await screen.drag(first.matchId, flow.width < 640 ? otherDay : cell);
    await expect(page.getByText(flow.moved).first()).toBeVisible();
    const afterDrag = (await readCalendar(request, validId)).entries.find((entry) => entry.matchId === first.matchId);
    expect(afterDrag?.matchVersion).toBeGreaterThan(first.matchVersion);
    const dragged = localOf(afterDrag?.scheduledAt ?? '', timeZone, flow.locale);
    if (flow.width < 640) {
      expect(dragged).toMatchObject({ date: otherDate, minutes: localOf(first.scheduledAt, timeZone, flow.locale).minutes });
    } else {
      expect(dragged).toMatchObject({ date: day, minutes: target });
      await expect(screen.chip(first.matchId)).toContainText(dragged.text);
    }
    expect(afterDrag?.court).toBe(first.court);

    // 3. The keyboard way: the move form, in the list view.
    const second = scheduled.entries[1];
    if (!second) throw new Error('only one match was scheduled');
    await page.getByTestId('calendar-view-list').click();
    const row = screen.entry(second.matchId);
    await row.getByTestId('calendar-move').click();
    const form = page.getByTestId('move-match-form');
    await form.getByLabel(flow.time).fill('19:00');
    await form.getByRole('button', { name: flow.move }).click();
    await expect(form).toBeHidden();
    await expect(row.getByTestId('calendar-entry-time')).toHaveText(flow.locale === 'es' ? '19:00' : '7:00 PM');
    // The toolbar and one day of the list: every kind of row and control, without scanning all 36 matches.
    const axe = new AxeBuilder({ page }).include('[data-testid="calendar"] nav').include('[data-testid="calendar-list"] > section:first-child');
    expect(serious((await axe.analyze()).violations)).toEqual([]);

    // 4. The player of the dragged match finds it on their calendar tab and downloads its feed.
    const personId = await homePersonOf(request, validId, first);
    const visitor = await browser.newContext({ viewport: { width: flow.width, height: 900 }, locale: flow.locale, acceptDownloads: true });
    try {
      const player = new CalendarScreen(await visitor.newPage(), flow.locale);
      await player.openPlayer(personId, `?view=list&date=${dragged.date}`);
      await expect(player.entry(first.matchId).getByTestId('calendar-entry-time')).toHaveText(dragged.text);
      // A day before the tournament's playing days is saved, and flagged.
      if (dragged.date < startDate) await expect(player.entry(first.matchId).getByTestId('calendar-conflict')).toBeVisible();
      // A row's conflicts, spelled out, wrap within it: the phone's page never scrolls sideways.
      expect(await player.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(flow.width);
      const feed = await player.downloadFeed();
      expect(feed).toContain('BEGIN:VCALENDAR');
      expect(feed).toContain(`UID:match-${first.matchId}@`);

      // 5. The community's calendar, with nothing filtered, subscribes to the whole community: the match is there too.
      await player.openCommunity(`?date=${dragged.date}`);
      const community = await player.downloadFeed();
      expect(community).toContain(`UID:match-${first.matchId}@`);
    } finally {
      await visitor.close();
    }
  });
}
