import { COMMUNITY_COOKIE, COMMUNITY_QUERY_PARAM, SLUG_PATTERN } from '@domain/contract';
import { readCookie, writeCookie } from '../cookies';

export { COMMUNITY_QUERY_PARAM };

/**
 * The choice is remembered in a cookie (`COMMUNITY_COOKIE`), not the browser's storage: the server reads it and renders
 * the chosen space's page at once, and the page's first script reads nothing before the visitor acts.
 */
const NAME = SLUG_PATTERN;
const REMEMBERED_DAYS = 365;

/** Where a choice is kept: the browser's cookie, or (on the server) the one the request carried, read-only. */
export interface CommunityMemory {
  read(): string | null;
  remember(name: string): void;
}

function cookieMemory(): CommunityMemory | null {
  if (typeof document === 'undefined') return null;
  return {
    read: () => readCookie(COMMUNITY_COOKIE),
    remember: (name) => writeCookie(COMMUNITY_COOKIE, name, { expires: new Date(Date.now() + REMEMBERED_DAYS * 86_400_000) }),
  };
}

/** A request's cookie value as a memory that only reads (the page's answer remembers a requested space itself: server/plugins/web.ts). */
export function rememberedCommunity(value: string | undefined | null): CommunityMemory {
  return { read: () => value ?? null, remember: () => undefined };
}

/** The name to look the space up by: the query parameter, else the remembered choice, else the host's domain. */
export function chosenCommunityName(location: { hostname: string; search: string }, memory: CommunityMemory | null = cookieMemory()): string {
  const requested = new URLSearchParams(location.search).get(COMMUNITY_QUERY_PARAM)?.trim().toLowerCase();
  if (requested && NAME.test(requested)) {
    if (memory?.read() !== requested) memory?.remember(requested);
    return requested;
  }
  const remembered = memory?.read()?.trim().toLowerCase();
  if (remembered && NAME.test(remembered)) return remembered;
  return location.hostname || 'localhost';
}
