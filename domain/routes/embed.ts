import { matchRoute } from './match-route';
import type { RouteId } from './route-table';

/**
 * Screens made to be shown inside another website's frame: no app frame around them, no owner actions, no data
 * that depends on a session. They are the only addresses other origins may frame (see the server's security
 * headers), and search engines are kept off them (the full screen is the one to index).
 */
export const EMBED_SCREENS: ReadonlySet<RouteId> = new Set<RouteId>(['embed-bracket', 'embed-groups', 'embed-ranking', 'embed-results']);

export type EmbedRouteId = 'embed-bracket' | 'embed-groups' | 'embed-ranking' | 'embed-results';

export function isEmbedScreen(id: RouteId): id is EmbedRouteId {
  return EMBED_SCREENS.has(id);
}

/** Whether a path (without its query) is an embed screen's address, whatever its records. */
export function isEmbedPath(pathname: string): boolean {
  // Most requests are neither: the route table is only asked about addresses under the embed prefixes.
  if (!pathname.startsWith('/insertar/') && !pathname.startsWith('/en/embed/')) return false;
  const match = matchRoute(pathname);
  return match !== null && EMBED_SCREENS.has(match.id);
}

/** The full screen each embed shows a part of: its "open on the platform" link goes there. */
export const EMBED_SOURCE: Record<EmbedRouteId, RouteId> = {
  'embed-bracket': 'phase-brackets',
  'embed-groups': 'phase-groups',
  'embed-ranking': 'ranking-modality',
  'embed-results': 'tournament-detail',
};

export const EMBED_THEMES = ['light', 'dark', 'auto'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

/** What the query string of an embed address may choose; anything else in it is ignored. */
export interface EmbedOptions {
  theme: EmbedTheme;
  compact: boolean;
  /** One group of the phase (groups embed); null shows every group. */
  groupId: number | null;
}

export const DEFAULT_EMBED_OPTIONS: EmbedOptions = { theme: 'light', compact: false, groupId: null };

/** Options read from `?theme=dark&size=compact&group=12`; unknown or malformed values fall back to the defaults. */
export function readEmbedOptions(search: string): EmbedOptions {
  const query = new URLSearchParams(search);
  const theme = query.get('theme');
  const group = query.get('group');
  return {
    theme: EMBED_THEMES.find((item) => item === theme) ?? DEFAULT_EMBED_OPTIONS.theme,
    compact: query.get('size') === 'compact',
    groupId: group !== null && /^[1-9]\d{0,9}$/.test(group) ? Number(group) : null,
  };
}

/** The query string for options (empty for the defaults), as the embed code writes it. */
export function embedQuery(options: EmbedOptions): string {
  const query = new URLSearchParams();
  if (options.theme !== DEFAULT_EMBED_OPTIONS.theme) query.set('theme', options.theme);
  if (options.compact) query.set('size', 'compact');
  if (options.groupId !== null) query.set('group', String(options.groupId));
  const text = query.toString();
  return text ? `?${text}` : '';
}
