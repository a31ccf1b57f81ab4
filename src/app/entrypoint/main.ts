import '../styles/fonts.css';
import '../styles/index.css';
// The sheets' and the embeds' own styles come with the page: they are server-rendered screens that are read before
// (or without) the app's code, which is where a screen's styles would otherwise come from.
import '../styles/print-sheets.css';
import '../styles/embed.css';
import { awaitIntent } from './intent';
import { swapInLateFacesOnPress } from './late-fonts';
import { awaitLiveWake, startsAtOnce } from './live-wake';
import { readPageStart, readServerState } from './server-state';

/** The hint chunk (boot-hint.ts): once loaded, the browser fetches the app's code ahead. */
const bootHint = () => import('./boot-hint');

/**
 * A visitor reading on (scrolling the page) is likely to tap something next: the app's code is fetched ahead then, so
 * that tap finds it downloaded. A visitor who only reads the first screen downloads none of it, and the first
 * screen's own tasks never spend time asking for it.
 */
function hintAppCodeOnScroll() {
  const hint = () => void bootHint().catch(() => undefined);
  window.addEventListener('scroll', hint, { once: true, passive: true });
}

/**
 * The first code a page runs, kept small: it decides when the app's code (React, the router, the data layer, the
 * screen) is run. A visitor reading a server-rendered screen already has all of it on the page: the app starts at
 * their first sign of wanting to do something (a pointer over the page, a touch, a key, a focus), and what they did
 * meanwhile is done once it is live. A screen that updates itself names the stream of its changes (a phase, a match,
 * an embed, a venue board on a phone): it starts on the first change as well, and reads its data again then. Someone
 * signed in, a venue board on a TV-sized screen and a screen the server kept from before a change start at once.
 */
async function start() {
  // The style elements the page injects (a dialog locks the page's scroll with one) carry the answer's nonce, the
  // only inline style the content security policy lets through.
  const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  if (styleNonce) __webpack_nonce__ = styleNonce;
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const page = readPageStart(document);
  // Nothing is read from the browser's storage or cookies here: the server rendered the space this browser chose (its
  // cookie came with the request), and hydration checks it again (`prepareHydration`).
  const waits = page.rendered && page.visitor && !page.late && (!page.live || (page.liveStream !== null && !startsAtOnce(document)));
  const intent = waits ? awaitIntent(document) : null;
  const live = waits && page.live ? awaitLiveWake(document, { stream: page.liveStream, renderedAt: page.renderedAt }) : null;
  let changed = false;
  if (intent) {
    hintAppCodeOnScroll();
    changed = await Promise.race([intent.started.then(() => false), live ? live.woke : new Promise<boolean>(() => undefined)]);
  }
  const state = readServerState(document);
  // Woken by a change: the page's data is older than it, and is read again once the app is live.
  const serverState = state && changed ? { ...state, late: true } : state;
  // The app's code, asked for now (already downloaded when the visitor scrolled first).
  const { boot } = await import('./boot');
  await boot(container, serverState, () => {
    // Says the page is live (browser tests wait for it), then does what the visitor did meanwhile.
    live?.stop();
    document.documentElement.dataset.appLive = 'true';
    intent?.replay();
  });
}

// A text face that missed the first paint is swapped in at the first press, for the rest of the visit.
swapInLateFacesOnPress(document);

// Loaded from the head (rsbuild.config.ts), this runs before the page's body is read: it starts once the page is whole.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void start(), { once: true });
else void start();
