import type { DehydratedState } from '@tanstack/react-query';
import type { Locale } from '@domain/catalog';
import type { TextBundles } from '@/shared/i18n';

/** The id of the non-executable JSON element that carries the server's state to the browser (the CSP forbids inline scripts). */
export const SERVER_STATE_ID = 'server-state';

/** What the server rendered with, so the browser hydrates from the same data without asking again. */
export interface ServerState {
  locale: Locale;
  community: string;
  effector: Record<string, unknown>;
  queries: DehydratedState;
  /** The texts of the namespaces the screen used, so hydration downloads none of them. */
  texts?: TextBundles;
  /** When the rendering began (milliseconds since the epoch): hydration reads "today" as it was then. */
  renderedAt?: number;
  /** Set by the page, not the renderer: the server kept this screen from before a change saved since. */
  late?: boolean;
}

/**
 * How the page should start, read from the state element's attributes without parsing the state: `visitor` (asked
 * for by someone not signed in), `live` (the screen updates itself while open: a phase's or a match's results as they
 * are entered; `liveStream` and `renderedAt` say what announces its changes and since when), `late` (kept from before
 * a change saved since) and `community` (the space it was rendered for).
 */
export interface PageStart {
  rendered: boolean;
  visitor: boolean;
  live: boolean;
  late: boolean;
  /** For a live screen: the stream under the API that announces its changes, when one does. */
  liveStream: string | null;
  /** For a live screen: when its rendering began (milliseconds since the epoch). */
  renderedAt: number | null;
  /** The space the screen was rendered for, when the server says. */
  community: string | null;
}

export function readPageStart(document: Document): PageStart {
  const element = document.getElementById(SERVER_STATE_ID);
  return {
    rendered: Boolean(element?.textContent),
    visitor: element?.dataset.visitor === 'true',
    live: element?.dataset.live === 'true',
    late: element?.dataset.late === 'true',
    liveStream: element?.dataset.liveStream ?? null,
    renderedAt: element?.dataset.renderedAt && Number.isFinite(Number(element.dataset.renderedAt)) ? Number(element.dataset.renderedAt) : null,
    community: element?.dataset.community ?? null,
  };
}

/** JSON safe inside an HTML element: no `<` can close it. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

export function readServerState(document: Document): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as ServerState;
    return element.dataset.late === 'true' ? { ...state, late: true } : state;
  } catch {
    return null;
  }
}
