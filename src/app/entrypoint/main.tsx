import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../styles/fonts.css';
import '../styles/index.css';
import { initI18n } from '@/shared/i18n';
// Only the language helper: the route table itself loads with the app, not before it.
import { localeOfPath } from '@domain/routes/locale';
import { readServerState } from './server-state';

// The style elements the page injects (a dialog locks the page's scroll with one) carry the answer's nonce, the
// only inline style the content security policy lets through.
const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (styleNonce) __webpack_nonce__ = styleNonce;

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const serverState = readServerState(document);
  const [, { App, prepareApp, prepareHydration }] = await Promise.all([initI18n(serverState?.locale ?? localeOfPath(window.location.pathname), serverState?.texts), import('./app')]);
  const hydration = serverState ? await prepareHydration(serverState) : null;
  if (hydration) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
    // until the whole page is hydrated: a tap during it is not left waiting behind one long task.
    startTransition(() => {
      hydrateRoot(container, <App {...hydration} hydrated />);
    });
    return;
  }
  // No server rendering for this screen (or for this browser's space): the browser renders it.
  createRoot(container).render(<App {...await prepareApp()} hydrated={false} />);
}

void start();
