import '../styles/fonts.css';
import '../styles/index.css';
import { awaitIntent } from './intent';
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
 * meanwhile is done once it is live. Someone signed in, a screen that updates itself (a phase, a match) and a
 * screen the server kept from before a change start at once.
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
  const intent = page.rendered && page.visitor && !page.live && !page.late ? awaitIntent(document) : null;
  if (intent) {
    hintAppCodeOnScroll();
    await intent.started;
  }
  const serverState = readServerState(document);
  // The app's code, asked for now (already downloaded when the visitor scrolled first).
  const { boot } = await import('./boot');
  await boot(container, serverState, () => {
    // Says the page is live (browser tests wait for it), then does what the visitor did meanwhile.
    document.documentElement.dataset.appLive = 'true';
    intent?.replay();
  });
}

// Loaded `async` (rsbuild.config.ts), this may run while the page is still being read: it starts once it is whole.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void start(), { once: true });
else void start();
