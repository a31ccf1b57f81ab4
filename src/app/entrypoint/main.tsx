import { createRoot } from 'react-dom/client';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import '@fontsource/roboto-condensed/700.css';
import '../styles/index.css';
import { initI18n } from '@/shared/i18n';
// Only the language helper: the route table itself loads with the app, not before it.
import { localeOfPath } from '@domain/routes/locale';

// The style elements the page injects (a dialog locks the page's scroll with one) carry the answer's nonce, the
// only inline style the content security policy lets through.
const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (styleNonce) __webpack_nonce__ = styleNonce;

async function start() {
  const [, { App, prepareApp }] = await Promise.all([initI18n(localeOfPath(window.location.pathname)), import('./app')]);
  await prepareApp();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<App />);
}

void start();
