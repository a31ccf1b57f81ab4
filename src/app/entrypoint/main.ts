import '../styles/fonts.css';
import '../styles/index.css';
import { chosenCommunityName } from '@/shared/lib/community-choice';
import { awaitIntent } from './intent';
import { readPageStart, readServerState } from './server-state';

// The style elements the page injects (a dialog locks the page's scroll with one) carry the answer's nonce, the
// only inline style the content security policy lets through.
const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (styleNonce) __webpack_nonce__ = styleNonce;

/**
 * The first code a page runs, kept small: it decides when the app's code (React, the router, the data layer, the
 * screen) is run. A visitor reading a server-rendered screen already has all of it on the page: the app starts at
 * their first sign of wanting to do something (a pointer over the page, a touch, a key, a focus), and what they did
 * meanwhile is done once it is live. Someone signed in, a screen that updates itself (a phase, a match), a screen
 * the server kept from before a change and a browser that chose another space start at once.
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const page = readPageStart(document);
  // A space chosen or remembered here other than the one rendered: the browser renders its own page at once.
  const sameSpace = page.community === null || chosenCommunityName(window.location) === page.community;
  const intent = page.rendered && page.visitor && !page.live && !page.late && sameSpace ? awaitIntent(document) : null;
  if (intent) await intent.started;
  const serverState = readServerState(document);
  // The app's code, asked for now: its download was hinted when the page loaded.
  const { boot } = await import(/* webpackPrefetch: true */ './boot');
  await boot(container, serverState, () => {
    // Says the page is live (browser tests wait for it), then does what the visitor did meanwhile.
    document.documentElement.dataset.appLive = 'true';
    intent?.replay();
  });
}

void start();
