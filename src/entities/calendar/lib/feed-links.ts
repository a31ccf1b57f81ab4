import { apiAddress } from '@/shared/api';

/** The records that publish an iCalendar feed of their matches. */
export type FeedKind = 'valids' | 'tournaments' | 'phases' | 'persons' | 'places' | 'communities';

export interface FeedLinks {
  /** Opens the phone's or desktop's calendar app, which then refreshes the feed by itself. */
  subscribe: string | null;
  /** The same feed as a file. */
  download: string;
}

/**
 * The feed's addresses. The subscription needs the host (`webcal://host/...`), known only in the browser: without
 * an origin (a server render) there is none yet.
 */
export function feedLinks(kind: FeedKind, id: number, origin: string | null): FeedLinks {
  const path = apiAddress(`calendar/feeds/${kind}/${id}.ics`);
  if (!origin) return { subscribe: null, download: path };
  const absolute = new URL(path, origin);
  return { subscribe: `webcal://${absolute.host}${absolute.pathname}`, download: absolute.href };
}
