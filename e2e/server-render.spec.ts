import { expect, test, type APIRequestContext } from '@playwright/test';
import { changeTournament, openTournamentForPlayer } from './pages/requests';
import { apiHeadersOf } from './pages/session';

interface ValidPage {
  data: { items: { id: number; name: string }[] };
}
interface PersonPage {
  data: { items: { id: number; firstName: string; lastName: string }[] };
}
interface ValidDetail {
  data: { id: number; name: string; phases: { id: number; name: string; formatId: number }[] };
}
interface MatchList {
  data: { id: number }[];
}
interface RankingDetail {
  data: { id: number; name: string; rankingModalities: { id: number }[] };
}

/**
 * Demo records the screens show — a tournament, a player, a drawn bracket and one of its matches, the organiser and a
 * club with the first tournament each lists — read from the API.
 */
async function demoRecords(request: APIRequestContext) {
  const organizer = ((await (await request.get('/api/organizers')).json()) as { data: { items: { id: number; slug: string }[] } }).data.items[0];
  const club = ((await (await request.get('/api/club?size=1')).json()) as { data: { items: { id: number }[] } }).data.items[0];
  if (!organizer || !club) throw new Error('the demo data has no organiser or no club');
  const organizerFirst = ((await (await request.get(`/api/valid?organizerId=${organizer.id}&size=1`)).json()) as ValidPage).data.items[0];
  const clubFirst = ((await (await request.get(`/api/valid?clubId=${club.id}&size=1`)).json()) as ValidPage).data.items[0];
  if (!organizerFirst || !clubFirst) throw new Error('the demo organiser or club lists no tournament');
  const lists = { organizer: { slug: organizer.slug, first: organizerFirst.name }, club: { id: club.id, first: clubFirst.name } };
  // One record of each other kind of person the directory shows: team, double, coach, referee, affiliate.
  const kinds: Record<string, { id: number; name: string }> = {};
  for (const [kind, modalityId] of [['teams', 2], ['doubles', 3], ['coaches', 4], ['referees', 5], ['affiliates', 7]] as const) {
    const first = ((await (await request.get(`/api/person/paginated?modalityId=${modalityId}&size=1`)).json()) as PersonPage).data.items[0];
    if (!first) throw new Error(`the demo data has no ${kind}`);
    kinds[kind] = { id: first.id, name: `${first.firstName} ${first.lastName}`.trim() };
  }
  const valids = (await (await request.get('/api/valid?size=20')).json()) as ValidPage;
  const people = (await (await request.get('/api/person/paginated?modalityId=1&size=1')).json()) as PersonPage;
  const valid = valids.data.items[0];
  const person = people.data.items[0];
  if (!valid || !person) throw new Error('the demo data has no tournament or no player');
  // The demo's national ranking, with points: rankings other tests create have empty tables.
  const ranking = ((await (await request.get('/api/ranking/1')).json()) as RankingDetail).data;
  const modality = ranking.rankingModalities[0];
  if (!modality) throw new Error('the demo data has no ranking');
  for (const item of valids.data.items) {
    const detail = (await (await request.get(`/api/valid/${item.id}`)).json()) as ValidDetail;
    for (const phase of detail.data.phases.filter((candidate) => candidate.formatId === 2)) {
      const matches = (await (await request.get(`/api/match?phaseId=${phase.id}`)).json()) as MatchList;
      const match = matches.data[0];
      if (match) return { lists, kinds, valid, person, ranking: { id: ranking.id, name: ranking.name, modalityId: modality.id }, bracket: { validId: item.id, phaseId: phase.id, name: phase.name }, matchId: match.id };
    }
  }
  throw new Error('the demo data has no drawn bracket');
}

type Records = Awaited<ReturnType<typeof demoRecords>>;
let records: Records;
test.beforeAll(async ({ request }) => {
  records = await demoRecords(request);
});
/** `kind` names the record of `records.kinds` a person's page shows. */
type Screen = { id: string; kind?: string; es: (records: Records) => string; en: (records: Records) => string };
const SCREENS: Screen[] = [
  { id: 'home', es: () => '/', en: () => '/en/' },
  { id: 'tournaments', es: () => '/torneos', en: () => '/en/tournaments' },
  { id: 'players', es: () => '/jugadores', en: () => '/en/players' },
  { id: 'players-detail', es: ({ person }) => `/jugadores/${person.id}`, en: ({ person }) => `/en/players/${person.id}` },
  { id: 'tournaments-calendar', es: () => '/torneos/calendario', en: () => '/en/tournaments/calendar' },
  { id: 'tournament-calendar', es: ({ valid }) => `/torneos/${valid.id}/calendario`, en: ({ valid }) => `/en/tournaments/${valid.id}/calendar` },
  { id: 'tournament-detail', es: ({ valid }) => `/torneos/${valid.id}/info`, en: ({ valid }) => `/en/tournaments/${valid.id}/info` },
  { id: 'blog', es: () => '/blog', en: () => '/en/blog' },
  { id: 'phase-brackets', es: ({ bracket }) => `/torneos/${bracket.validId}/fases/${bracket.phaseId}/llaves`, en: ({ bracket }) => `/en/tournaments/${bracket.validId}/phases/${bracket.phaseId}/brackets` },
  { id: 'match', es: ({ matchId }) => `/juegos/${matchId}`, en: ({ matchId }) => `/en/matches/${matchId}` },
  { id: 'ranking-modality', es: ({ ranking }) => `/rankings/${ranking.id}/modalidades/${ranking.modalityId}`, en: ({ ranking }) => `/en/rankings/${ranking.id}/modalities/${ranking.modalityId}` },
  ...([
    ['teams-detail', 'teams', '/equipos', '/en/teams'],
    ['doubles-detail', 'doubles', '/parejas', '/en/doubles'],
    ['coaches-detail', 'coaches', '/entrenadores', '/en/coaches'],
    ['referees-detail', 'referees', '/arbitros', '/en/referees'],
    ['affiliates-detail', 'affiliates', '/afiliados', '/en/affiliates'],
  ] as const).map(([id, kind, es, en]): Screen => ({ id, kind, es: ({ kinds }) => `${es}/${kinds[kind]?.id ?? 0}`, en: ({ kinds }) => `${en}/${kinds[kind]?.id ?? 0}` })),
  { id: 'organizer', es: ({ lists }) => `/organizadores/${lists.organizer.slug}`, en: ({ lists }) => `/en/organizers/${lists.organizer.slug}` },
  { id: 'club', es: ({ lists }) => `/clubs/${lists.club.id}`, en: ({ lists }) => `/en/clubs/${lists.club.id}` },
];

test.describe('public screens arrive rendered: their content shows without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const locale of ['es', 'en'] as const) {
    test(`${SCREENS.map((screen) => screen.id).join(', ')} (${locale})`, async ({ page, baseURL }) => {
      test.setTimeout(60_000);
      for (const screen of SCREENS) {
        const { valid, person } = records;
        const path = screen[locale](records);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator(`main [data-route-id="${screen.id}"]`)).toBeVisible();
        await expect(page.getByRole('banner').first()).toBeVisible();
        await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${baseURL}${screen.es(records)}`);
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}${screen.en(records)}`);
        expect(await page.title()).not.toBe('');
        if (screen.id === 'home') await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (screen.id === 'tournaments' || screen.id === 'tournament-detail') await expect(page.getByText(valid.name).first()).toBeVisible();
        if (screen.id === 'players' || screen.id === 'players-detail') await expect(page.getByText(person.lastName).first()).toBeVisible();
        if (screen.id === 'tournaments-calendar' || screen.id === 'tournament-calendar') await expect(page.getByTestId('calendar-period')).toBeVisible();
        if (screen.id === 'blog') await expect(page.locator('main h2').first()).toBeVisible();
        if (screen.id === 'ranking-modality') await expect(page.getByRole('table').first()).toBeVisible();
        if (screen.id === 'phase-brackets') await expect(page.getByText(records.bracket.name).first()).toBeVisible();
        if (screen.id === 'organizer') await expect(page.getByText(records.lists.organizer.first, { exact: true }).first()).toBeVisible();
        if (screen.id === 'club') await expect(page.getByText(records.lists.club.first, { exact: true }).first()).toBeVisible();
        if (screen.kind) await expect(page.getByRole('heading', { level: 1 })).toHaveText(records.kinds[screen.kind]?.name ?? '');
      }
    });
  }
});

test.describe('hydration of the rendered screens', () => {
  for (const locale of ['es', 'en'] as const) {
    test(`each screen (${locale}) hydrates without a console warning and asks no list twice`, async ({ page }) => {
      test.setTimeout(150_000);
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      // React hides a screen behind its loading fallback with this inline style when something in it suspends after
      // hydration: the page would vanish for a moment. It must never happen to a rendered screen.
      await page.addInitScript(() => {
        const hidden: string[] = [];
        window.hiddenBySuspense = hidden;
        new MutationObserver((records) => {
          for (const record of records) {
            const element = record.target;
            if (element instanceof HTMLElement && element.style.display === 'none' && element.style.getPropertyPriority('display') === 'important') hidden.push(element.outerHTML.slice(0, 120));
          }
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
      });
      const listRequests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^\/api\/(valid|person\/paginated)/.test(url.pathname)) listRequests.push(url.pathname);
      });
      for (const screen of SCREENS) {
        messages.length = 0;
        listRequests.length = 0;
        await page.goto(screen[locale](records));
        await page.waitForLoadState('networkidle');
        // Hydrated: a link now navigates inside the app, in the same document (a mark on it survives).
        await expect(page.locator(`main [data-route-id="${screen.id}"]`)).toBeVisible();
        expect(await page.evaluate(() => window.hiddenBySuspense), screen.id).toEqual([]);
        await page.evaluate(() => {
          document.body.dataset.sameDocument = 'yes';
        });
        const [link, target] = screen.id === 'blog' ? ['contact', 'contact'] : ['blog', 'blog'];
        await page.locator(`footer [data-footer="${link}"]`).click();
        await expect(page.locator(`main [data-route-id="${target}"]`)).toBeVisible();
        await expect(page.locator('body')).toHaveAttribute('data-same-document', 'yes');
        expect(messages, screen.id).toEqual([]);
        // A page kept from before a change saved meanwhile (another test's) rightly reads its data again.
        const late = await page.locator('#server-state[data-late="true"]').count();
        if (late === 0) expect(listRequests, screen.id).toEqual([]);
      }
    });
  }
});

test('after a change, a signed-in visitor gets a page that shows it, and anyone else at worst a late page that reads again', async ({ page, request, baseURL }) => {
  const base = baseURL ?? '';
  const { validId } = await openTournamentForPlayer(request, base, `Copa antes del cambio ${Date.now().toString(36)}`);
  const path = `/torneos/${validId}/info`;
  const renamed = `Copa después del cambio ${Date.now().toString(36)}`;
  expect((await request.get(path)).status()).toBe(200);
  await changeTournament(request, base, validId, { name: renamed });

  // A visitor: the page kept from before (marked late) or a new one, never the old one passed off as current.
  const visitor = await (await request.get(path)).text();
  // The head is written for each request (its title names the tournament as it is now); the body may be the kept one.
  if (visitor.includes('data-late="true"')) expect(visitor.slice(visitor.indexOf('<body'))).not.toContain(renamed);
  else expect(visitor).toContain(renamed);
  const signedIn = await (await request.get(path, { headers: await apiHeadersOf(base, 'organizador') })).text();
  expect(signedIn).toContain(renamed);
  expect(signedIn).not.toContain('data-late');

  // A browser given the late page reads the tournament again once the page is live.
  await changeTournament(request, base, validId, { name: `${renamed} II` });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${renamed} II`);
});

test.describe('a visitor reading a rendered screen', () => {
  test('reads it with no app code run, sees the sign-in link, and a choice made before the app is live is applied once it is', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A page kept from before a change saved by a test running beside this one is late, and starts at once: the next
    // answer is the fresh one.
    await expect(async () => {
      await page.goto('/torneos');
      await expect(page.locator('#server-state')).not.toHaveAttribute('data-late', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    // Nothing started it: reading needs no script beyond the page's first one.
    await expect(page.locator('html')).not.toHaveAttribute('data-app-live', 'true');
    await expect(page.locator('[data-nav="login"]').first()).toBeVisible();
    await expect(page.getByTestId('tournaments-list').getByRole('listitem').first()).toBeVisible();
    // A status chosen in the list box before the app runs: the app starts, reads the box and filters.
    const status = page.locator('#tournament-status');
    const finished = await status.locator('option').nth(1).getAttribute('value');
    await status.selectOption(finished ?? '');
    await expect(page.locator('html')).toHaveAttribute('data-app-live', 'true');
    await expect(page).toHaveURL(new RegExp(`status=${finished ?? ''}`));
    expect(errors).toEqual([]);
  });
});
