import { createRoot } from 'react-dom/client';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import '@fontsource/roboto-condensed/700.css';
import '../styles/index.css';
import { initI18n } from '@/shared/i18n';
import { localeOfPath } from '@/shared/routes';

async function start() {
  await initI18n(localeOfPath(window.location.pathname));
  const { App } = await import('./app');
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<App />);
}

void start();
