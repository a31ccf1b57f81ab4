import { describe, expect, it } from 'vitest';
import { unseenScreens, warmScreens } from './screen-warm-up';

/** A page whose links are `hrefs`. */
const page = (...hrefs: string[]) => hrefs.map((href) => `<a href="${href}">x</a>`).join('');

describe('screen warm-up', () => {
  it('finds one address of each kind of screen in a page, with its twin in the other language', () => {
    const seen = new Set<string>(['home:es']);
    const found = unseenScreens(page('/', '/torneos/4/info', '/torneos/9/info?x=1', '/en/tournaments/5/info', '/rankings/1#top', '/api/valid', 'https://elsewhere.example/torneos', '/no-such-screen'), seen);
    expect(found).toEqual(['/en/', '/torneos/4/info', '/en/tournaments/4/info', '/rankings/1', '/en/rankings/1']);
    expect(unseenScreens(page('/torneos/7/info', '/en/rankings/2'), seen)).toEqual([]);
  });

  it('renders the start, then what its links lead to, one screen at a time, until its page or time budget ends', async () => {
    const links: Record<string, string> = {
      '/': page('/torneos', '/torneos/3/info'),
      '/en': page('/en/tournaments'),
      '/torneos': page('/torneos/4/info', '/rankings/1'),
    };
    const asked: string[] = [];
    let inFlight = 0;
    const fetchPage = async (url: string) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      const address = url.replace('http://x', '');
      asked.push(address);
      await Promise.resolve();
      inFlight -= 1;
      if (address === '/torneos/3/info') throw new Error('not rendered');
      return links[address] ?? '';
    };
    const all = await warmScreens({ origin: 'http://x', start: ['/', '/en'], maxPages: 100, budgetMs: 10_000, fetchPage });
    expect(asked).toEqual(['/', '/en', '/torneos', '/en/tournaments', '/torneos/3/info', '/en/tournaments/3/info', '/rankings/1', '/en/rankings/1']);
    expect(all.pages).toBe(8);

    asked.length = 0;
    expect((await warmScreens({ origin: 'http://x', start: ['/', '/en'], maxPages: 3, budgetMs: 10_000, fetchPage })).pages).toBe(3);
    expect(asked).toEqual(['/', '/en', '/torneos']);

    asked.length = 0;
    let clock = 0;
    const timed = await warmScreens({ origin: 'http://x', start: ['/', '/en'], maxPages: 100, budgetMs: 25, fetchPage: (url) => ((clock += 10), fetchPage(url)), now: () => clock });
    expect(timed).toEqual({ pages: 3, ms: 30 });
  });

  it('stops when the server closes: the page being read is given up and no other is asked for', async () => {
    const closing = new AbortController();
    const asked: string[] = [];
    const fetchPage = (url: string, signal?: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        asked.push(url.replace('http://x', ''));
        if (asked.length === 2) closing.abort();
        if (signal?.aborted) reject(new Error('aborted'));
        else resolve(page('/torneos', '/rankings/1'));
      });
    const warmed = await warmScreens({ origin: 'http://x', start: ['/', '/en'], maxPages: 100, budgetMs: 10_000, signal: closing.signal, fetchPage });
    expect(asked).toEqual(['/', '/en']);
    expect(warmed.pages).toBe(2);
  });
});
