/** What sharing needs of the browser, passed in so that the choice is tested without one. */
export interface ShareEnvironment {
  share?: (data: { title: string; url: string }) => Promise<void>;
  copy?: (text: string) => Promise<void>;
  /** A phone or tablet: a coarse pointer and no hover. */
  touch: boolean;
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Shares a page: the platform's share sheet on a phone, the link copied elsewhere (a desktop's share sheet is a
 * detour when the link is what people paste). Closing the sheet is not a failure.
 */
export async function shareLink(page: { title: string; url: string }, env: ShareEnvironment): Promise<ShareOutcome> {
  if (env.touch && env.share) {
    try {
      await env.share(page);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      // A refused sheet falls back to copying.
    }
  }
  if (!env.copy) return 'failed';
  try {
    await env.copy(page.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The browser's own share and clipboard functions, where it has them. */
export function browserShareEnvironment(): ShareEnvironment {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const touch = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse) and (hover: none)').matches;
  return {
    touch,
    ...(nav && typeof nav.share === 'function' ? { share: (data: { title: string; url: string }) => nav.share(data) } : {}),
    ...(nav?.clipboard ? { copy: (text: string) => nav.clipboard.writeText(text) } : {}),
  };
}

/** The address to share: the page as it is open, without its query (filters, a chosen space). */
export function pageAddress(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}`;
}
