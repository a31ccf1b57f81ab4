import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandler } from 'react-router-dom';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { allSettled, fork, serialize } from 'effector';
import type { ReactNode } from 'react';
import type { Locale } from '@domain/catalog';
import { matchRoute, type RouteMatch } from '@domain/routes/match-route';
import { brandStyle, chosenCommunityName, communityChosen, communityQueries, rememberedCommunity } from '@/entities/community';
import { matchQueries } from '@/entities/match';
import { createQueryClient, setApiBaseUrl, setApiCommunity, setApiExtraHeaders, setApiLocale } from '@/shared/api';
import { i18n, initI18n, usedTexts } from '@/shared/i18n';
import { setAssetOrigin } from '@/shared/lib/assets';
import { setRenderedAt } from '@/shared/lib/dates';
import type { RouteId } from '@/shared/routes';
import { routeEntered } from '../model/banner.model';
import { buildRoutes } from '../routes/router';
import { AppProviders } from './providers';
import { serializeServerState, type ServerState } from './server-state';

/**
 * The public screens the server renders; signed-in-only screens stay rendered in the browser, and so do a person's
 * pages, whose private fields depend on who is looking (the server renders for a visitor).
 */
const SERVER_RENDERED = new Set<RouteId>([
  'home', 'blog', 'blog-post', 'contact', 'cookies', 'terms', 'privacy', 'pricing', 'guides',
  'landing-rankings', 'landing-tournament', 'landing-league',
  'tournaments', 'tournaments-help', 'tournament-detail', 'phase-tab', 'phase-groups', 'phase-brackets', 'match',
  'rankings', 'rankings-help', 'ranking', 'ranking-tournaments', 'ranking-modality', 'ranking-modality-tournaments', 'ranking-modality-tournament', 'ranking-balance',
  'players', 'players-detail', 'coaches', 'coaches-detail', 'referees', 'referees-detail', 'teams', 'teams-detail', 'doubles', 'doubles-detail', 'affiliates', 'affiliates-detail',
  'tournaments-calendar', 'tournament-calendar', 'phase-calendar',
  'club', 'organizer',
  'venue-board', 'place-board', 'embed-bracket', 'embed-groups', 'embed-ranking', 'embed-results', 'tournament-print', 'phase-print',
]);

/**
 * The screens that update themselves while open (results as they are entered). Each names the one stream its
 * changes come through: a visitor's copy starts on the first change or sign of intent, and reads its data again
 * then; someone signed in starts at once.
 */
const LIVE = new Set<RouteId>([
  'phase-tab', 'phase-groups', 'phase-brackets', 'match',
  'venue-board', 'place-board', 'embed-bracket', 'embed-groups', 'embed-ranking', 'embed-results',
]);

/**
 * The stream (under the API) that says when what a live screen shows changes. A match's is its phase's, which the
 * rendered screen has read (`phaseOfMatch`).
 */
function liveStream(match: RouteMatch, phaseOfMatch: () => number | undefined): string | undefined {
  const { params } = match;
  switch (match.id) {
    case 'phase-tab':
    case 'phase-groups':
    case 'phase-brackets':
    case 'embed-bracket':
    case 'embed-groups':
      return params.phaseId ? `live/phase/${params.phaseId}` : undefined;
    case 'match': {
      const phaseId = phaseOfMatch();
      return phaseId ? `live/phase/${phaseId}` : undefined;
    }
    case 'venue-board':
    case 'embed-results':
      return params.validId ? `live/valid/${params.validId}` : undefined;
    case 'place-board':
      return params.placeId ? `live/place/${params.placeId}` : undefined;
    default:
      return undefined;
  }
}

const DATA_PASSES = 4;

export interface RenderInput {
  /** Path and query of the request. */
  url: string;
  /** The request's host name, which names the community when the address does not. */
  hostname: string;
  /** The space the visitor chose earlier (the `community` cookie the request carried), when they did. */
  community?: string;
  /** Where this server answers the API, e.g. http://127.0.0.1:3000. */
  apiOrigin: string;
  /** The secret the API recognises the renderer's requests by (they are left out of the rate limits). */
  renderToken?: string;
}

export interface RenderedScreen {
  /** The state element's JSON (safe inside HTML). */
  state: string;
  /** Style declarations for the page's root element: the community's colours, as the browser will set them. */
  rootStyle?: string;
  /** Streams the screen's HTML into `destination` and ends it. */
  pipe: (destination: Writable) => void;
  /** The screen updates itself while open. */
  live?: boolean;
  /** For a live screen: the stream under the API that announces its changes, when one does. */
  liveStream?: string;
  /** For a live screen: when its rendering began (milliseconds since the epoch); a change announced since makes it old. */
  renderedAt?: number;
  /** The space the screen was rendered for. */
  community?: string;
}

/**
 * The API client's base URL, community and language are module state in the browser, where one page runs at a
 * time; the server renders one screen at a time for the same reason.
 */
let queue: Promise<unknown> = Promise.resolve();

function allReady(element: ReactNode): Promise<RenderedScreen['pipe']> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      // Never outline a large section behind a script that reveals it later: the CSP allows no inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => resolve((destination) => stream.pipe(destination)),
      onShellError: reject,
      onError: (error) => console.error('render error', error),
    });
  });
}

/** A query the screen would run now: a disabled one (say, waiting for a signed-in account) stays pending as in the browser. */
function runsNow(query: Query): boolean {
  const options: object = query.options;
  return !('enabled' in options) || options.enabled === true;
}

/** Fetches the queries the last render asked for and has not tried yet; false when there were none. */
async function fetchAskedQueries(queryClient: QueryClient, tried: Set<string>): Promise<boolean> {
  const asked = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'pending' && runsNow(query) && !tried.has(query.queryHash) });
  for (const query of asked) tried.add(query.queryHash);
  await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  // A failed query is left for the browser to ask again, and rendered as loading here as it will be there.
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
  return asked.length > 0;
}

/**
 * One route handler per language, made on first use and kept: converting and ranking the route table is work every
 * render would otherwise repeat. A screen's routes are its own language's, as in the browser.
 */
const handlers = new Map<Locale, StaticHandler>();
function handlerFor(locale: Locale): StaticHandler {
  const known = handlers.get(locale);
  if (known) return known;
  const made = createStaticHandler(buildRoutes([locale]));
  handlers.set(locale, made);
  return made;
}

async function render(input: RenderInput): Promise<RenderedScreen | null> {
  const url = new URL(input.url, input.apiOrigin);
  const match = matchRoute(url.pathname);
  if (!match || !SERVER_RENDERED.has(match.id)) return null;
  const renderedAt = Date.now();
  const { locale } = match;
  setApiBaseUrl(`${input.apiOrigin}/api`);
  setAssetOrigin(input.apiOrigin);
  setApiExtraHeaders(input.renderToken ? { 'x-render-token': input.renderToken } : {});
  setApiLocale(locale);
  setApiCommunity(null);
  await initI18n(locale);
  setRenderedAt(renderedAt);

  const scope = fork();
  const queryClient = createQueryClient();
  // A query that fails here is left to the browser: retrying would only hold the page back.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const community = chosenCommunityName({ hostname: input.hostname, search: url.search }, rememberedCommunity(input.community));
  await allSettled(communityChosen, { scope, params: community });
  let sportId: number | null = null;
  let rootStyle: string | undefined;
  try {
    const space = await queryClient.fetchQuery({ ...communityQueries.byDomain(community), retry: false });
    setApiCommunity(space.id);
    sportId = space.sportId;
    rootStyle = brandStyle(space.lookAndFeel);
  } catch {
    queryClient.removeQueries({ queryKey: communityQueries.byDomain(community).queryKey });
  }
  await allSettled(routeEntered, { scope, params: { routeId: match.id, sportId } });

  const handler = handlerFor(locale);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const texts = i18n.cloneInstance({ lng: locale });
  const element = (
    <AppProviders scope={scope} queryClient={queryClient} i18n={texts}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
  const tried = new Set<string>();
  for (let pass = 0; pass < DATA_PASSES; pass += 1) {
    await allReady(element);
    if (!(await fetchAskedQueries(queryClient, tried))) break;
  }
  const pipe = await allReady(element);
  const state: ServerState = {
    locale,
    community,
    effector: serialize(scope),
    queries: dehydrate(queryClient),
    texts: usedTexts(texts, locale),
    renderedAt,
  };
  const phaseOfMatch = () => (match.params.matchId ? queryClient.getQueryData(matchQueries.detail(Number(match.params.matchId)).queryKey)?.phaseId : undefined);
  const stream = liveStream(match, phaseOfMatch);
  return { state: serializeServerState(state), pipe, community, ...(rootStyle ? { rootStyle } : {}), ...(LIVE.has(match.id) ? { live: true, renderedAt, ...(stream ? { liveStream: stream } : {}) } : {}) };
}

/** The screen's HTML and state, or null when the address is not a server-rendered screen. */
export function renderScreen(input: RenderInput): Promise<RenderedScreen | null> {
  const result = queue.then(() => render(input));
  queue = result.catch(() => undefined);
  return result;
}
